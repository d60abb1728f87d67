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

/** "Amara K. submitted a logo design project". */
export function projectSubmissionMessage({
  firstName,
  lastInitial,
  jobType,
}: ProjectSubmission): string {
  return `${firstName} ${lastInitial}. submitted ${indefiniteArticle(jobType)} ${jobType} project`;
}

/**
 * True while the entries below are the illustrative ones: the build warns, and
 * LAUNCH_CHECK=strict fails it, as long as the pop-ups are on. Set it to false
 * once they are real, consented submissions.
 */
export const PROJECT_SUBMISSIONS_ARE_ILLUSTRATIVE = true;

export const PROJECT_SUBMISSIONS: ProjectSubmission[] = [
  {firstName: 'Amara', lastInitial: 'K', jobType: 'logo design'},
  {firstName: 'Diego', lastInitial: 'R', jobType: 'translation'},
  {firstName: 'Mei', lastInitial: 'L', jobType: 'voice-over'},
  {firstName: 'Sofia', lastInitial: 'M', jobType: 'illustration'},
  {firstName: 'Kwame', lastInitial: 'A', jobType: 'localization'},
  {firstName: 'Priya', lastInitial: 'S', jobType: 'subtitling'},
  {firstName: 'Lukas', lastInitial: 'B', jobType: 'brand identity'},
  {firstName: 'Yuki', lastInitial: 'T', jobType: 'animation'},
  {firstName: 'Fatima', lastInitial: 'Z', jobType: 'transcription'},
  {firstName: 'Oliver', lastInitial: 'H', jobType: 'copywriting'},
  {firstName: 'Ana', lastInitial: 'P', jobType: 'proofreading'},
  {firstName: 'Hassan', lastInitial: 'E', jobType: 'e-book cover design'},
  {firstName: 'Chloe', lastInitial: 'D', jobType: 'podcast editing'},
  {firstName: 'Tomasz', lastInitial: 'W', jobType: 'website translation'},
  {firstName: 'Aisha', lastInitial: 'N', jobType: 'infographic design'},
  {firstName: 'Rafael', lastInitial: 'C', jobType: 'video editing'},
  {firstName: 'Ingrid', lastInitial: 'S', jobType: 'packaging design'},
  {firstName: 'Minh', lastInitial: 'N', jobType: 'app localization'},
  {firstName: 'Zanele', lastInitial: 'M', jobType: 'audio description'},
  {firstName: 'Carlos', lastInitial: 'V', jobType: 'technical translation'},
  {firstName: 'Leila', lastInitial: 'H', jobType: 'UX writing'},
  {firstName: 'Sven', lastInitial: 'L', jobType: 'motion graphics'},
  {firstName: 'Nia', lastInitial: 'O', jobType: "children's book illustration"},
  {firstName: 'Arjun', lastInitial: 'P', jobType: 'legal translation'},
  {firstName: 'Elena', lastInitial: 'G', jobType: 'editorial illustration'},
  {firstName: 'Kenji', lastInitial: 'M', jobType: 'manga translation'},
  {firstName: 'Camille', lastInitial: 'F', jobType: 'dubbing script'},
  {firstName: 'Thabo', lastInitial: 'N', jobType: 'sound design'},
  {firstName: 'Ivana', lastInitial: 'K', jobType: 'document translation'},
  {firstName: 'Omar', lastInitial: 'S', jobType: 'icon set design'},
];
