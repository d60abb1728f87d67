/**
 * The project-submission pop-up's entries (SPEC section 7): first name, last
 * initial and the kind of creative or language work submitted.
 *
 * ILLUSTRATIVE: these are not real submissions. Before launch, replace them with
 * real, consented events or turn the pop-ups off (README, "Social proof").
 * Only `src/components/Popups/SocialProof` imports this module, so the list stays
 * out of every page's first-load bundle.
 */

import type {PopupTiming} from '@site/src/lib/popupScheduler';
import type {ProjectSubmissionsData} from '@site/plugins/content-check/schemas/popups/projectSubmissions';
import raw from '../content/popups/projectSubmissions.json';

// Checked against its schema by the build (plugins/content-check) and the unit tests.

/**
 * First shown 10 s after load; from then the one up hides every 15 s (25 s, 40 s ...)
 * and the next appears 0.5 s after each hide.
 */
export const PROJECT_SUBMISSION_TIMING: PopupTiming = {
  firstDelay: 10_000,
  interval: 15_000,
  gap: 500,
};

export type ProjectSubmission = {
  firstName: string;
  /** One capital letter; the message adds the full stop. */
  lastInitial: string;
  /** Lower case except for acronyms, read after "a"/"an": "logo design", "UX writing". */
  jobType: string;
};

// Words that start with a vowel letter but a consonant sound ("a user guide",
// "a UX review", "a one-page flyer"), and the reverse ("an hour-long podcast").
const CONSONANT_SOUND = /^(u[nr]i(?!n)|use|usu|uti|ux|ui\b|eu|ewe|one\b|once)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** The indefinite article for a phrase, by its opening sound. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim();
  if (VOWEL_SOUND.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The English message, with its placeholders; a language's own comes from its code.json. */
export const PROJECT_SUBMISSION_TEMPLATE =
  '{firstName} {lastInitial}. submitted {aJobType} project';

/** "Amara K. submitted a logo design project", or the same in the words of `template`. */
export function projectSubmissionMessage(
  {firstName, lastInitial, jobType}: ProjectSubmission,
  template = PROJECT_SUBMISSION_TEMPLATE,
): string {
  // English reads the job type after its article ("a logo design", "an app review").
  const values: Record<string, string> = {
    firstName,
    lastInitial,
    aJobType: `${indefiniteArticle(jobType)} ${jobType}`,
    jobType,
  };
  return template.replace(
    /\{(firstName|lastInitial|aJobType|jobType)\}/g,
    (_, name: string) => values[name],
  );
}

/**
 * True while the entries are the illustrative ones: the build warns, and
 * LAUNCH_CHECK=strict fails it, as long as the pop-ups are on. Set it to false in
 * content/popups/projectSubmissions.json once they are real, consented submissions.
 */
export const PROJECT_SUBMISSIONS_ARE_ILLUSTRATIVE = (raw as ProjectSubmissionsData).illustrative;

export const PROJECT_SUBMISSIONS: ProjectSubmission[] = (raw as ProjectSubmissionsData).submissions;
