import {
  assertLaunchReady,
  findPlaceholders,
  formatWarning,
  isPlaceholder,
  LaunchCheckError,
  readLaunchCheckMode,
  type PopupEntries,
} from '@site/src/config/launchCheck';
import {DEFAULT_FACTS, SiteConfigError, type SiteFacts} from '@site/src/config/site';
import launchCheck from '@site/plugins/launch-check';
import careers from '@site/src/data/content/careers.json';
import leadership from '@site/src/data/content/leadership.json';
import newHires from '@site/src/data/content/popups/newHires.json';
import projectSubmissions from '@site/src/data/content/popups/projectSubmissions.json';

const ILLUSTRATIVE: PopupEntries[] = ['newHires', 'projectSubmissions'].map((name) => ({
  ...{file: `src/data/content/popups/${name}.json`, flag: 'illustrative', illustrative: true},
}));
const REAL_POPUPS = ILLUSTRATIVE.map((entries) => ({...entries, illustrative: false}));
const MAILBOXES = ['careers', 'partnerships', 'general', 'investors', 'safety', 'ethics'];
const mailboxes = (domain: string) =>
  Object.fromEntries(MAILBOXES.map((box) => [box, `${box}@${domain}`])) as SiteFacts['emails'];
const REAL_FACTS: SiteFacts = {
  ...DEFAULT_FACTS,
  siteUrl: 'https://www.talentlane.com',
  emails: mailboxes('talentlane.com'),
  links: {
    telegram: 'https://t.me/talentlane',
    discord: 'https://discord.gg/7Hq2xTm',
    fileTransfer: 'https://wetransfer.com/',
    companySite: 'https://talentlane.com/',
  },
};
/** The same site with every placeholder it ships with still in place (SPEC section 3). */
const PLACEHOLDER_FACTS: SiteFacts = {
  ...REAL_FACTS,
  siteUrl: 'https://www.talentlane.example',
  emails: mailboxes('talentlane.example'),
  links: {
    ...REAL_FACTS.links,
    telegram: 'https://t.me/talentlane_example',
    discord: 'https://discord.gg/talentlane-example',
    companySite: 'https://talentlane.example/',
  },
  socialProofPopups: true,
};
const PLACEHOLDERS = findPlaceholders(PLACEHOLDER_FACTS, ILLUSTRATIVE);
const LEADER = {
  setting: `${leadership.team[0].name}'s telegram`,
  value: PLACEHOLDER_FACTS.links.telegram,
  fix: 'set it in src/data/leadership.ts',
};

it('warns once for each placeholder still in place, naming it, its value and how to clear it', () => {
  expect(PLACEHOLDERS.map((warning) => warning.setting)).toEqual([
    'SITE_URL',
    ...MAILBOXES.map((box) => `emails.${box}`),
    ...['links.telegram', 'links.discord', 'links.companySite'],
    ...['SOCIAL_PROOF_POPUPS', 'SOCIAL_PROOF_POPUPS'],
  ]);
  const lines = PLACEHOLDERS.map(formatWarning);
  expect(lines[0]).toBe(
    `SITE_URL is "${PLACEHOLDER_FACTS.siteUrl}", still a placeholder: build with SITE_URL set ` +
      'to the address the site is served from (SITE_URL=https://www.your-domain.com npm run ' +
      'build), or set siteUrl in src/config/site.ts.',
  );
  expect(lines[1]).toBe(
    `emails.careers is "${PLACEHOLDER_FACTS.emails.careers}", still a placeholder: set emails.careers in ` +
      'src/config/site.ts to the real careers (job applications) address.',
  );
  expect(lines[7]).toContain(`links.telegram is "${PLACEHOLDER_FACTS.links.telegram}"`);
  expect(lines[10]).toBe(
    'SOCIAL_PROOF_POPUPS is "on", while src/data/content/popups/newHires.json holds illustrative entries, ' +
      'not real events: replace them with real, consented events and set ' +
      'illustrative to false, or build with SOCIAL_PROOF_POPUPS=off.',
  );
});

it('is silent for real values and for illustrative pop-ups while off, and warns of one left: a mailbox, a leader, the openings', () => {
  expect(findPlaceholders(REAL_FACTS, REAL_POPUPS)).toEqual([]);
  expect(findPlaceholders({...REAL_FACTS, socialProofPopups: false}, ILLUSTRATIVE)).toEqual([]);
  const realLeader = {...LEADER, value: 'https://t.me/a_leader'};
  expect(findPlaceholders(REAL_FACTS, REAL_POPUPS, [realLeader], false)).toEqual([]);
  const facts = {...REAL_FACTS, emails: {...REAL_FACTS.emails, ethics: 'ethics@example.com'}};
  expect(findPlaceholders(facts, REAL_POPUPS).map(formatWarning)).toEqual([
    expect.stringMatching(/^emails\.ethics is "ethics@example\.com", still a placeholder/),
  ]);
  expect(findPlaceholders(REAL_FACTS, REAL_POPUPS, [LEADER], true).map(formatWarning)).toEqual([
    `${LEADER.setting} is "${LEADER.value}", still a placeholder: ${LEADER.fix}.`,
    'openingsAreIllustrative in src/data/content/careers.json is "true", so the job pages tell search ' +
      'engines not to index them and carry no JobPosting markup: replace the openings in ' +
      'src/data/content/careers.json with real, open roles and set openingsAreIllustrative to false.',
  ]);
});

it('counts as a placeholder what says example, and nothing that only contains the word', () => {
  // .example, _example and -example: the placeholder settings above.
  const real = ['https://talentlane.com/examples', 'https://counterexample.io'];
  expect([...real, 'https://www.example.com'].filter(isPlaceholder)).toEqual([
    'https://www.example.com',
  ]);
});

it('LAUNCH_CHECK warns unless strict, which throws one error listing every placeholder; an unknown value stops the build', () => {
  expect(
    ['', 'warn', 'strict'].map((mode) => readLaunchCheckMode(mode ? {LAUNCH_CHECK: mode} : {})),
  ).toEqual(['warn', 'warn', 'strict']);
  expect(() => readLaunchCheckMode({LAUNCH_CHECK: 'loud'})).toThrow(SiteConfigError);
  expect(() => readLaunchCheckMode({LAUNCH_CHECK: 'loud'})).toThrow('LAUNCH_CHECK');
  expect(() => assertLaunchReady(PLACEHOLDERS)).toThrow(LaunchCheckError);
  expect(() => assertLaunchReady(PLACEHOLDERS)).toThrow(
    'Launch check (LAUNCH_CHECK=strict): 12 placeholders are still in place:\n' +
      PLACEHOLDERS.map((warning) => `- ${formatWarning(warning)}`).join('\n'),
  );
});

afterEach(() => vi.restoreAllMocks());

it('the launch-check plugin warns once per placeholder when the build ends, or fails before bundling when strict; silent when real', async () => {
  // Ten settings, and what the plugin reads from the content files itself.
  const placeholders =
    10 +
    [newHires, projectSubmissions].filter(({illustrative}) => illustrative).length +
    leadership.team.filter(({telegram}) => telegram && isPlaceholder(telegram)).length +
    Number(careers.openingsAreIllustrative);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const plugin = launchCheck({facts: PLACEHOLDER_FACTS, mode: 'warn'})();
  await plugin.loadContent?.();
  expect(warn).not.toHaveBeenCalled();
  await plugin.postBuild?.({} as never);
  expect(warn).toHaveBeenCalledTimes(placeholders);
  expect(String(warn.mock.calls[0][0])).toContain(
    `Launch check: SITE_URL is "${PLACEHOLDER_FACTS.siteUrl}", still a placeholder`,
  );
  const strict = launchCheck({facts: PLACEHOLDER_FACTS, mode: 'strict'})();
  expect(() => strict.loadContent?.()).toThrow(`${placeholders} placeholders are still in place`);
  warn.mockClear();
  const real = launchCheck({
    ...{facts: {...REAL_FACTS, socialProofPopups: false}, contentLinks: []},
    ...{openingsIllustrative: false, mode: 'strict'},
  })();
  expect(() => real.loadContent?.()).not.toThrow();
  await real.postBuild?.({} as never);
  expect(warn).not.toHaveBeenCalled();
});
