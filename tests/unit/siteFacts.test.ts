import {isPlaceholder} from '@site/src/config/launchCheck';
import {DEFAULT_FACTS, readSiteFacts, SiteConfigError} from '@site/src/config/site';

describe('given the site facts', () => {
  it('uses the values in src/config/site.ts when the environment sets nothing', () => {
    expect(readSiteFacts({})).toEqual({
      ...DEFAULT_FACTS,
      siteUrl: DEFAULT_FACTS.siteUrl.replace(/\/+$/, ''),
    });
  });

  it('keeps every placeholder address still in place on the reserved .example domain', () => {
    const placeholders = Object.values(DEFAULT_FACTS.emails).filter(isPlaceholder);
    expect(placeholders.filter((address) => !address.endsWith('.example'))).toEqual([]);
  });

  it('reads SITE_URL, CHAT_SITE_KEY and SOCIAL_PROOF_POPUPS from the environment', () => {
    const facts = readSiteFacts({
      SITE_URL: 'https://jobs.example.org/',
      CHAT_SITE_KEY: '6f1d1b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
      SOCIAL_PROOF_POPUPS: 'off',
    });
    expect(facts.siteUrl).toBe('https://jobs.example.org');
    expect(facts.chatSiteKey).toBe('6f1d1b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(facts.socialProofPopups).toBe(false);
  });

  it.each([
    [{SITE_URL: 'talentlane dot com'}, 'SITE_URL'],
    [{SITE_URL: 'ftp://talentlane.example'}, 'SITE_URL'],
    [{CHAT_SITE_KEY: 'not-a-key'}, 'CHAT_SITE_KEY'],
    [{SOCIAL_PROOF_POPUPS: 'maybe'}, 'SOCIAL_PROOF_POPUPS'],
  ])('stops the build for %o, naming %s', (env, setting) => {
    expect(() => readSiteFacts(env)).toThrow(SiteConfigError);
    expect(() => readSiteFacts(env)).toThrow(setting);
  });

  it('rejects an address without @, naming the field', () => {
    const base = {
      ...DEFAULT_FACTS,
      emails: {...DEFAULT_FACTS.emails, safety: 'safety.talentlane.example'},
    };
    expect(() => readSiteFacts({}, base)).toThrow(/emails\.safety/);
  });

  it('rejects a link that does not parse, naming the field', () => {
    const base = {...DEFAULT_FACTS, links: {...DEFAULT_FACTS.links, telegram: 't.me/talentlane'}};
    expect(() => readSiteFacts({}, base)).toThrow(/links\.telegram/);
  });
});
