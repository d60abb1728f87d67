/** The social-proof pop-ups' messages, built from their entries (SPEC section 7). */

export type NewHire = {
  /** First name only, as the freelancer agreed to show it. */
  firstName: string;
  /** Country name as it reads after "from", with "the" where English needs it. */
  country: string;
};

/** The English message, with its placeholders; a language's own comes from its code.json. */
export const NEW_HIRE_TEMPLATE = '{firstName} from {country} just joined';

/** "Ngozi from Nigeria just joined", or the same in the words of `template`. */
export function newHireMessage(
  {firstName, country}: NewHire,
  template = NEW_HIRE_TEMPLATE,
): string {
  return template.replace('{firstName}', firstName).replace('{country}', country);
}

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
