import {isPlaceholder} from '@site/src/config/launchCheck';
import {DEFAULT_FACTS, readSiteFacts, SiteConfigError} from '@site/src/config/site';

it('uses src/config/site.ts unless the environment sets SITE_URL, CHAT_SITE_KEY or SOCIAL_PROOF_POPUPS', () => {
  const siteUrl = DEFAULT_FACTS.siteUrl.replace(/\/+$/, '');
  expect(readSiteFacts({})).toEqual({...DEFAULT_FACTS, siteUrl});
  const key = '6f1d1b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
  const env = {
    SITE_URL: 'https://jobs.example.org/',
    CHAT_SITE_KEY: key,
    SOCIAL_PROOF_POPUPS: 'off',
  };
  expect(readSiteFacts(env)).toMatchObject({
    ...{siteUrl: 'https://jobs.example.org', chatSiteKey: key, socialProofPopups: false},
  });
});

it('keeps every placeholder address still in place on the reserved .example domain', () => {
  const placeholders = Object.values(DEFAULT_FACTS.emails).filter(isPlaceholder);
  expect(placeholders.filter((address) => !address.endsWith('.example'))).toEqual([]);
});

const emails = {...DEFAULT_FACTS.emails, safety: DEFAULT_FACTS.emails.safety.replace('@', '.')};
const links = {...DEFAULT_FACTS.links, telegram: 't.me/talentlane'};
it.each([
  [{SITE_URL: 'talentlane dot com'}, {}, 'SITE_URL'],
  [{SITE_URL: DEFAULT_FACTS.siteUrl.replace('https:', 'ftp:')}, {}, 'SITE_URL'],
  [{CHAT_SITE_KEY: 'not-a-key'}, {}, 'CHAT_SITE_KEY'],
  [{SOCIAL_PROOF_POPUPS: 'maybe'}, {}, 'SOCIAL_PROOF_POPUPS'],
  [{}, {emails}, 'emails.safety'], // an address without @
  [{}, {links}, 'links.telegram'], // a link that does not parse
])('stops the build for %o %o, naming %s', (env, facts, setting) => {
  expect(() => readSiteFacts(env, {...DEFAULT_FACTS, ...facts})).toThrow(SiteConfigError);
  expect(() => readSiteFacts(env, {...DEFAULT_FACTS, ...facts})).toThrow(setting);
});
