import {
  assertLaunchReady,
  findPlaceholders,
  formatWarning,
  isPlaceholder,
  LaunchCheckError,
  readLaunchCheckMode,
  type PopupEntries,
} from '@site/src/config/launchCheck';
import {DEFAULT_FACTS, readSiteFacts, SiteConfigError, type SiteFacts} from '@site/src/config/site';
import launchCheck from '@site/plugins/launch-check';
import careers from '@site/src/data/content/careers.json';
import leadership from '@site/src/data/content/leadership.json';
import newHires from '@site/src/data/content/popups/newHires.json';
import projectSubmissions from '@site/src/data/content/popups/projectSubmissions.json';

const ILLUSTRATIVE: PopupEntries[] = [
  {file: 'src/data/content/popups/newHires.json', flag: 'illustrative', illustrative: true},
  {
    file: 'src/data/content/popups/projectSubmissions.json',
    flag: 'illustrative',
    illustrative: true,
  },
];
const REAL_POPUPS = ILLUSTRATIVE.map((entries) => ({...entries, illustrative: false}));

const REAL_FACTS: SiteFacts = readSiteFacts(
  {SITE_URL: 'https://www.talentlane.com'},
  {
    ...DEFAULT_FACTS,
    emails: {
      careers: 'careers@talentlane.com',
      partnerships: 'partnerships@talentlane.com',
      general: 'hello@talentlane.com',
      investors: 'investors@talentlane.com',
      safety: 'safety@talentlane.com',
      ethics: 'ethics@talentlane.com',
    },
    links: {
      telegram: 'https://t.me/talentlane',
      discord: 'https://discord.gg/7Hq2xTm',
      fileTransfer: 'https://wetransfer.com/',
      companySite: 'https://talentlane.com/',
    },
  },
);

/** The same site with every placeholder it ships with still in place (SPEC section 3). */
const PLACEHOLDER_FACTS: SiteFacts = {
  ...REAL_FACTS,
  siteUrl: 'https://www.talentlane.example',
  emails: Object.fromEntries(
    Object.entries(REAL_FACTS.emails).map(([key, address]) => [
      key,
      address.replace(/\.com$/, '.example'),
    ]),
  ) as SiteFacts['emails'],
  links: {
    ...REAL_FACTS.links,
    telegram: 'https://t.me/talentlane_example',
    discord: 'https://discord.gg/talentlane-example',
    companySite: 'https://talentlane.example/',
  },
  socialProofPopups: true,
};

describe('given a placeholder in every setting', () => {
  const warnings = findPlaceholders(PLACEHOLDER_FACTS, ILLUSTRATIVE);

  it('warns once for each placeholder still in place', () => {
    expect(warnings.map((warning) => warning.setting)).toEqual([
      'SITE_URL',
      'emails.careers',
      'emails.partnerships',
      'emails.general',
      'emails.investors',
      'emails.safety',
      'emails.ethics',
      'links.telegram',
      'links.discord',
      'links.companySite',
      'SOCIAL_PROOF_POPUPS',
      'SOCIAL_PROOF_POPUPS',
    ]);
  });

  it('names the setting, its current value and how to clear it', () => {
    const lines = warnings.map(formatWarning);
    expect(lines[0]).toBe(
      'SITE_URL is "https://www.talentlane.example", still a placeholder: build with SITE_URL set ' +
        'to the address the site is served from (SITE_URL=https://www.your-domain.com npm run ' +
        'build), or set siteUrl in src/config/site.ts.',
    );
    expect(lines[1]).toBe(
      'emails.careers is "careers@talentlane.example", still a placeholder: set emails.careers in ' +
        'src/config/site.ts to the real careers (job applications) address.',
    );
    expect(lines[7]).toContain('links.telegram is "https://t.me/talentlane_example"');
    expect(lines[10]).toBe(
      'SOCIAL_PROOF_POPUPS is "on", while src/data/content/popups/newHires.json holds illustrative entries, ' +
        'not real events: replace them with real, consented events and set ' +
        'illustrative to false, or build with SOCIAL_PROOF_POPUPS=off.',
    );
  });

  it('leaves the real file-transfer link alone', () => {
    expect(warnings.map((warning) => warning.setting)).not.toContain('links.fileTransfer');
  });
});

describe('given real values', () => {
  it('has nothing to warn about', () => {
    expect(findPlaceholders(REAL_FACTS, REAL_POPUPS)).toEqual([]);
  });

  it('accepts the illustrative pop-up entries while the pop-ups are off', () => {
    expect(findPlaceholders({...REAL_FACTS, socialProofPopups: false}, ILLUSTRATIVE)).toEqual([]);
  });

  it('still warns about one placeholder left among real values', () => {
    const facts = {...REAL_FACTS, emails: {...REAL_FACTS.emails, ethics: 'ethics@example.com'}};
    expect(findPlaceholders(facts, REAL_POPUPS).map(formatWarning)).toEqual([
      expect.stringMatching(/^emails\.ethics is "ethics@example\.com", still a placeholder/),
    ]);
  });
});

describe('given what counts as a placeholder', () => {
  it.each([
    'careers@talentlane.example',
    'https://t.me/talentlane_example',
    'https://discord.gg/talentlane-example',
    'https://www.example.com',
  ])('%s is one', (value) => {
    expect(isPlaceholder(value)).toBe(true);
  });

  it.each(['https://talentlane.com/examples', 'https://counterexample.io', 'hello@talentlane.com'])(
    '%s is not',
    (value) => {
      expect(isPlaceholder(value)).toBe(false);
    },
  );
});

describe('given LAUNCH_CHECK', () => {
  it('warns unless it is strict', () => {
    expect(readLaunchCheckMode({})).toBe('warn');
    expect(readLaunchCheckMode({LAUNCH_CHECK: 'warn'})).toBe('warn');
    expect(readLaunchCheckMode({LAUNCH_CHECK: 'strict'})).toBe('strict');
  });

  it('stops the build for an unknown value, naming the setting', () => {
    expect(() => readLaunchCheckMode({LAUNCH_CHECK: 'loud'})).toThrow(SiteConfigError);
    expect(() => readLaunchCheckMode({LAUNCH_CHECK: 'loud'})).toThrow('LAUNCH_CHECK');
  });

  it('in strict mode throws one error listing every placeholder', () => {
    const warnings = findPlaceholders(PLACEHOLDER_FACTS, ILLUSTRATIVE);
    expect(() => assertLaunchReady(warnings)).toThrow(LaunchCheckError);
    expect(() => assertLaunchReady(warnings)).toThrow(
      'Launch check (LAUNCH_CHECK=strict): 12 placeholders are still in place:\n' +
        warnings.map((warning) => `- ${formatWarning(warning)}`).join('\n'),
    );
  });

  it('in strict mode passes when nothing is left', () => {
    expect(() => assertLaunchReady([])).not.toThrow();
  });
});

describe('given a leader whose Telegram link is still a placeholder', () => {
  const link = {
    setting: "Daniel Okafor's telegram",
    value: 'https://t.me/danielokafor_example',
    fix: 'set it in src/data/leadership.ts',
  };

  it("warns about it, by the leader's name, after the site facts", () => {
    const warnings = findPlaceholders(REAL_FACTS, REAL_POPUPS, [link]);
    expect(warnings.map(formatWarning)).toEqual([
      'Daniel Okafor\'s telegram is "https://t.me/danielokafor_example", still a placeholder: set it in src/data/leadership.ts.',
    ]);
  });

  it('is silent once the link is real', () => {
    expect(
      findPlaceholders(REAL_FACTS, REAL_POPUPS, [{...link, value: 'https://t.me/danielokafor'}]),
    ).toEqual([]);
  });
});

describe('given job openings that are still the illustrative ones', () => {
  it('warns that their pages are kept from search engines, and how to change that', () => {
    expect(findPlaceholders(REAL_FACTS, REAL_POPUPS, [], true).map(formatWarning)).toEqual([
      'openingsAreIllustrative in src/data/content/careers.json is "true", so the job pages tell search ' +
        'engines not to index them and carry no JobPosting markup: replace the openings in ' +
        'src/data/content/careers.json with real, open roles and set openingsAreIllustrative to false.',
    ]);
  });

  it('is silent once the openings are declared real', () => {
    expect(findPlaceholders(REAL_FACTS, REAL_POPUPS, [], false)).toEqual([]);
  });
});

describe('given the launch-check plugin in the build', () => {
  afterEach(() => vi.restoreAllMocks());

  // Ten settings, and what the plugin reads from the content files itself: each pop-up file
  // still illustrative, each leader's placeholder Telegram link, illustrative openings.
  const placeholders =
    10 +
    [newHires, projectSubmissions].filter(({illustrative}) => illustrative).length +
    leadership.team.filter(({telegram}) => telegram && isPlaceholder(telegram)).length +
    Number(careers.openingsAreIllustrative);

  it('warns once per placeholder when the build ends', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const plugin = launchCheck({facts: PLACEHOLDER_FACTS, mode: 'warn'})();
    await plugin.loadContent?.();
    expect(warn).not.toHaveBeenCalled();
    await plugin.postBuild?.({} as never);
    expect(warn).toHaveBeenCalledTimes(placeholders);
    expect(String(warn.mock.calls[0][0])).toContain(
      'Launch check: SITE_URL is "https://www.talentlane.example", still a placeholder',
    );
  });

  it('fails before bundling in strict mode', () => {
    const plugin = launchCheck({facts: PLACEHOLDER_FACTS, mode: 'strict'})();
    expect(() => plugin.loadContent?.()).toThrow(`${placeholders} placeholders are still in place`);
  });

  it('is silent for a site with real values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const plugin = launchCheck({
      facts: {...REAL_FACTS, socialProofPopups: false},
      contentLinks: [],
      openingsIllustrative: false,
      mode: 'strict',
    })();
    expect(() => plugin.loadContent?.()).not.toThrow();
    await plugin.postBuild?.({} as never);
    expect(warn).not.toHaveBeenCalled();
  });
});
