/**
 * One job opening as src/data/content/careers.json holds it: its card on /employment
 * (OpeningList) and its own page at /employment/<slug> (JobDetails, JobPostingData).
 */
import type {EmploymentType} from '@site/src/lib/openings';

/**
 * Where applicants may live: anywhere, or the wider regions ("European Union") and the
 * countries ("Philippines") listed.
 */
export type ApplicantAreas = {
  worldwide: boolean;
  regions: readonly string[];
  countries: readonly string[];
};

export type Opening = {
  /** The page's address, /employment/<slug>: lowercase words joined by hyphens. */
  slug: string;
  title: string;
  /** The terms of the role, e.g. "Freelance · Remote · Part-time". */
  type: string;
  /** Two sentences: the work, then what to send. The card's text and the page's lead. */
  description: string;
  /** The day the opening was published, YYYY-MM-DD. */
  datePosted: string;
  /** The last day applications are taken (to the end of that day in Singapore), YYYY-MM-DD. */
  validThrough: string;
  employmentType: EmploymentType;
  openTo: ApplicantAreas;
  /** What the work is, one task an item. */
  work: readonly string[];
  /** What it takes: skills, tools, languages, experience. */
  requirements: readonly string[];
  /** What to send with the application: samples, portfolio, demo. */
  samples: readonly string[];
  /** How this role's work is priced and paid, in a sentence or two. */
  pay: string;
};

/** The subject line's English template; a language's comes from its translations (JobDetails). */
export const APPLICATION_SUBJECT = 'Application: {title}';

/**
 * The subject line of an application for `title`, from `template` (APPLICATION_SUBJECT or its
 * translation): recruiters sort their inbox by it. No default: the components pass the page's
 * language's template, and a default would put the English text in the scripts a second time.
 */
export function applicationSubject(title: string, template: string): string {
  return template.replace('{title}', title);
}

/** The names of the areas, regions first, e.g. "European Union, United Kingdom"; or null when open worldwide. */
export function areaNames({worldwide, regions, countries}: ApplicantAreas): string[] | null {
  return worldwide ? null : [...regions, ...countries];
}

/** The e-mail an application starts from: the role, what to attach, what to tell us. */
export const APPLICATION_BODY = [
  'Hello,',
  '',
  'I would like to apply for the {title} role ({pageUrl}).',
  '',
  'Attached, or linked below:',
  '- my resume',
  '{samples}',
  '',
  'My languages:',
  'My time zone:',
  'My preferred payment method:',
].join('\n');

/** The body from `template` (a translation of APPLICATION_BODY): `{samples}` becomes a line each. */
export function applicationBody(opening: Opening, pageUrl: string, template: string): string {
  const values: Record<string, string> = {
    title: opening.title,
    pageUrl,
    samples: opening.samples.map((sample) => `- ${sample}`).join('\n'),
  };
  return template.replace(/\{(title|pageUrl|samples)\}/g, (_, name: string) => values[name]);
}
