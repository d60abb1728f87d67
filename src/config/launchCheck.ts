/**
 * The launch checklist: every placeholder the site still ships with, each with
 * the setting, its value and how to clear it. `npm run build` warns about each
 * one; with LAUNCH_CHECK=strict the build fails listing them all
 * (plugins/launch-check). docs/deploying.md, "Before launch", keeps the same list.
 */
import {SiteConfigError, type EmailKey, type LinkKey, type SiteFacts} from './site';

export type LaunchWarning = {
  setting: string;
  value: string;
  /** Why the value is not ready, read after it: "still a placeholder". */
  problem: string;
  fix: string;
};

/** A list of pop-up entries, with whether its entries are still the illustrative ones. */
export type PopupEntries = {file: string; flag: string; illustrative: boolean};

/** A link kept in a content module rather than the site facts, e.g. a leader's own Telegram. */
export type ContentLink = {setting: string; value: string; fix: string};

export type LaunchCheckMode = 'warn' | 'strict';

const SITE_FILE = 'src/config/site.ts';

/**
 * Placeholders carry the word "example" (the reserved `.example` domain,
 * `t.me/talentlane_example`), as a word of its own: "examples" is not one.
 */
export function isPlaceholder(value: string): boolean {
  return /(^|[^a-z])example([^a-z]|$)/i.test(value);
}

const MAILBOXES: Record<EmailKey, string> = {
  careers: 'careers (job applications)',
  partnerships: 'partnerships',
  general: 'general inquiries',
  investors: 'investor relations',
  safety: 'trust and safety reports',
  ethics: 'ethics and modern-slavery reports',
};

const LINKS: Record<LinkKey, string> = {
  telegram: "the company's Telegram channel or group (https://t.me/...)",
  discord: "a permanent invite to the company's Discord server (https://discord.gg/...)",
  fileTransfer: 'the file-transfer service freelancers send finished work through',
  companySite: "the company's main website",
};

function factWarnings(facts: SiteFacts): LaunchWarning[] {
  const settings: Omit<LaunchWarning, 'problem'>[] = [
    {
      setting: 'SITE_URL',
      value: facts.siteUrl,
      fix:
        'build with SITE_URL set to the address the site is served from ' +
        `(SITE_URL=https://www.your-domain.com npm run build), or set siteUrl in ${SITE_FILE}`,
    },
    ...(Object.entries(MAILBOXES) as [EmailKey, string][]).map(([key, mailbox]) => ({
      setting: `emails.${key}`,
      value: facts.emails[key],
      fix: `set emails.${key} in ${SITE_FILE} to the real ${mailbox} address`,
    })),
    ...(Object.entries(LINKS) as [LinkKey, string][]).map(([key, what]) => ({
      setting: `links.${key}`,
      value: facts.links[key],
      fix: `set links.${key} in ${SITE_FILE} to ${what}`,
    })),
  ];
  return settings
    .filter(({value}) => isPlaceholder(value))
    .map((setting) => ({...setting, problem: 'still a placeholder'}));
}

function contentLinkWarnings(links: ContentLink[]): LaunchWarning[] {
  return links
    .filter(({value}) => isPlaceholder(value))
    .map((link) => ({...link, problem: 'still a placeholder'}));
}

function popupWarnings(facts: SiteFacts, popups: PopupEntries[]): LaunchWarning[] {
  if (!facts.socialProofPopups) return [];
  return popups
    .filter((entries) => entries.illustrative)
    .map(({file, flag}) => ({
      setting: 'SOCIAL_PROOF_POPUPS',
      value: 'on',
      problem: `while ${file} holds illustrative entries, not real events`,
      fix:
        `replace them with real, consented events and set ${flag} to false, ` +
        'or build with SOCIAL_PROOF_POPUPS=off',
    }));
}

/** Illustrative job openings: their pages are built, but kept from search engines. */
function openingWarnings(openingsIllustrative: boolean): LaunchWarning[] {
  if (!openingsIllustrative) return [];
  return [
    {
      setting: 'openingsAreIllustrative in src/data/content/careers.json',
      value: 'true',
      problem:
        'so the job pages tell search engines not to index them and carry no JobPosting markup',
      fix:
        'replace the openings in src/data/content/careers.json with real, open roles and set ' +
        'openingsAreIllustrative to false',
    },
  ];
}

/** Every placeholder still in place, in the order docs/deploying.md lists them. */
export function findPlaceholders(
  facts: SiteFacts,
  popups: PopupEntries[],
  contentLinks: ContentLink[] = [],
  openingsIllustrative = false,
): LaunchWarning[] {
  return [
    ...factWarnings(facts),
    ...contentLinkWarnings(contentLinks),
    ...popupWarnings(facts, popups),
    ...openingWarnings(openingsIllustrative),
  ];
}

export function formatWarning({setting, value, problem, fix}: LaunchWarning): string {
  return `${setting} is ${JSON.stringify(value)}, ${problem}: ${fix}.`;
}

export class LaunchCheckError extends Error {
  constructor(warnings: LaunchWarning[]) {
    super(
      `Launch check (LAUNCH_CHECK=strict): ${warnings.length} placeholder` +
        `${warnings.length === 1 ? ' is' : 's are'} still in place:\n` +
        warnings.map((warning) => `- ${formatWarning(warning)}`).join('\n'),
    );
    this.name = 'LaunchCheckError';
  }
}

/** Throws a `LaunchCheckError` listing every warning, if there is any. */
export function assertLaunchReady(warnings: LaunchWarning[]): void {
  if (warnings.length > 0) throw new LaunchCheckError(warnings);
}

/** LAUNCH_CHECK: unset or `warn` warns, `strict` fails the build. */
export function readLaunchCheckMode(env: Record<string, string | undefined>): LaunchCheckMode {
  const value = env.LAUNCH_CHECK?.trim() ?? '';
  if (value === '' || value === 'warn') return 'warn';
  if (value === 'strict') return 'strict';
  throw new SiteConfigError('LAUNCH_CHECK', value, 'strict or warn');
}
