/**
 * Every company fact the site shows lives here, so no page hard-codes an
 * address or a link. `docusaurus.config.ts` reads it once at build time and
 * passes it to the browser through `customFields`; components read it with
 * `useSiteFacts()` (src/hooks).
 */

export type EmailKey = 'careers' | 'partnerships' | 'general' | 'investors' | 'safety' | 'ethics';

export type LinkKey = 'telegram' | 'discord' | 'fileTransfer' | 'companySite';

export type SiteFacts = {
  brandName: string;
  siteUrl: string;
  headquarters: string;
  emails: Record<EmailKey, string>;
  links: Record<LinkKey, string>;
  /** Crisp website ID; `null` keeps the chat widget off. */
  chatSiteKey: string | null;
  /** The illustrative social-proof pop-ups (see docs/writing.md, "Social proof"). */
  socialProofPopups: boolean;
};

/** What `docusaurus.config.ts` passes to the browser; read with `useSiteCustomFields()`. */
export type SiteCustomFields = {
  facts: SiteFacts;
  /** The footer shows it on the server, then the visitor's own year. */
  buildYear: number;
  /** The blog's categories in English, as articles name them in every language. */
  blogCategoryNames: string[];
};

/** The shipped defaults. Addresses use the reserved `.example` domain. */
export const DEFAULT_FACTS: SiteFacts = {
  brandName: 'Talentlane',
  siteUrl: 'https://www.talentlane.example',
  headquarters: 'Singapore',
  emails: {
    careers: 'careers@talentlane.example',
    partnerships: 'partnerships@talentlane.example',
    general: 'hello@talentlane.example',
    investors: 'investors@talentlane.example',
    safety: 'safety@talentlane.example',
    ethics: 'ethics@talentlane.example',
  },
  links: {
    telegram: 'https://t.me/talentlane_example',
    discord: 'https://discord.gg/talentlane-example',
    fileTransfer: 'https://wetransfer.com/',
    companySite: 'https://talentlane.example/',
  },
  chatSiteKey: null,
  socialProofPopups: true,
};

export class SiteConfigError extends Error {
  constructor(setting: string, value: string, expected: string) {
    super(
      `Site config: ${setting} is ${JSON.stringify(value)}, but it must be ${expected}. ` +
        'Fix it in src/config/site.ts or in the environment variable of the same name.',
    );
    this.name = 'SiteConfigError';
  }
}

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Crisp website IDs are UUIDs.
const CRISP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a link must be instead, e.g. "an http(s) URL", or null when `value` is an
 * absolute http(s) URL. The data checks use it for links outside this module.
 */
export function linkProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'an absolute URL such as https://www.example.com';
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'an http(s) URL';
}

function checkUrl(setting: string, value: string): string {
  const problem = linkProblem(value);
  if (problem) throw new SiteConfigError(setting, value, problem);
  return value;
}

function checkEmail(setting: string, value: string): string {
  if (!EMAIL.test(value)) {
    throw new SiteConfigError(setting, value, 'an e-mail address such as careers@example.com');
  }
  return value;
}

function readSwitch(setting: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new SiteConfigError(setting, value, 'one of on, off, true, false, 1 or 0');
}

/**
 * Checks every fact and applies the environment overrides:
 * SITE_URL, CHAT_SITE_KEY and SOCIAL_PROOF_POPUPS.
 * Throws a `SiteConfigError` naming the first malformed setting.
 */
export function readSiteFacts(env: Env = {}, base: SiteFacts = DEFAULT_FACTS): SiteFacts {
  const siteUrl = checkUrl('SITE_URL', env.SITE_URL || base.siteUrl).replace(/\/+$/, '');
  const chatKey = env.CHAT_SITE_KEY?.trim() || base.chatSiteKey;
  if (chatKey !== null && !CRISP_ID.test(chatKey)) {
    throw new SiteConfigError('CHAT_SITE_KEY', chatKey, 'a Crisp website ID (a UUID)');
  }
  if (!base.brandName.trim()) {
    throw new SiteConfigError('brandName', base.brandName, 'a non-empty name');
  }
  const emails = Object.fromEntries(
    Object.entries(base.emails).map(([key, value]) => [key, checkEmail(`emails.${key}`, value)]),
  ) as Record<EmailKey, string>;
  const links = Object.fromEntries(
    Object.entries(base.links).map(([key, value]) => [key, checkUrl(`links.${key}`, value)]),
  ) as Record<LinkKey, string>;
  return {
    ...base,
    siteUrl,
    emails,
    links,
    chatSiteKey: chatKey,
    socialProofPopups: readSwitch(
      'SOCIAL_PROOF_POPUPS',
      env.SOCIAL_PROOF_POPUPS,
      base.socialProofPopups,
    ),
  };
}
