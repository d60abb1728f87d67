import contentCheck, {checkContent} from '@site/plugins/content-check';
import {ContentCheckError, type ContentModule} from '@site/plugins/content-check/check';
import {CONTENT_MODULES} from '@site/plugins/content-check/modules';
import {projectSubmissionMessage, type ProjectSubmission} from '@site/src/lib/popupMessages';
import {DATA_FILES} from './data/copyFiles';

type Entry = Record<string, unknown>;
type Change = Entry | ((entry: Entry) => Entry);
const moduleOf = (file: string) => CONTENT_MODULES.find((module) => module.file === file)!;
const entriesOf = (file: string, list: string) =>
  (moduleOf(file).data as Record<string, Entry[]>)[list];

/** The file `file` as a writer left it: `edit` returns the fields it replaces. */
function edited(file: string, edit: (data: Record<string, Entry[]>) => Entry): ContentModule {
  const module = moduleOf(file);
  return {...module, data: {...(module.data as object), ...edit(module.data as never)}};
}

/** The file with entry `n` (from 1) of `list` changed, and how a message names that entry. */
function at(file: string, list: string, n: number, change: Change, kind = 'entry') {
  const edit = typeof change === 'function' ? change : (entry: Entry) => ({...entry, ...change});
  const module = edited(file, (data) => ({
    [list]: data[list].map((entry, index) => (index === n - 1 ? edit(entry) : entry)),
  }));
  const {name, title, country} = entriesOf(file, list)[n - 1];
  return [module, `${file}: ${kind} ${n} (${String(name ?? title ?? country)})`] as const;
}
const without =
  (field: string) =>
  ({[field]: _, ...entry}: Entry) =>
    entry;
const appended = (field: string, text: string) => (entry: Entry) => ({
  ...entry,
  [field]: `${String(entry[field])}${text}`,
});
const problemsIn = (module: ContentModule) => checkContent([module]);

const CATEGORIES = entriesOf('blogCategories.json', 'categories') as unknown as string[];
const FOOTER = entriesOf('navigation.json', 'footer');
const OPENINGS = entriesOf('careers.json', 'openings');
const TEAM = entriesOf('leadership.json', 'team');
const SUBMISSIONS = entriesOf('popups/projectSubmissions.json', 'submissions');
const PERSON = `${String(SUBMISSIONS[0].firstName)} ${String(SUBMISSIONS[0].lastInitial)}.`;
/** The card with the Telegram link, from 1, and one without it. */
const LINKED = TEAM.findIndex((person) => 'telegram' in person) + 1;
const UNLINKED = LINKED === 1 ? 2 : 1;

describe('given the data files', () => {
  it('checks every one and the routes, finds no problem as shipped, so the build goes on', async () => {
    expect(DATA_FILES).toEqual(expect.arrayContaining(['services.json', 'popups/newHires.json']));
    expect(CONTENT_MODULES.map(({file}) => file).sort()).toEqual(
      [...DATA_FILES, 'routes.ts'].sort(),
    );
    expect(checkContent()).toEqual([]);
    const plugin = contentCheck()();
    expect(plugin.name).toBe('content-check');
    await expect(Promise.resolve(plugin.loadContent?.())).resolves.toBeUndefined();
  });

  it('fails the build before bundling, listing every problem in every module', () => {
    const [broken, entry] = at('leadership.json', 'team', 3, without('title'));
    const miscounted = edited('careers.json', ({benefits}) => ({benefits: benefits.slice(1)}));
    const plugin = contentCheck([broken, miscounted])();
    expect(() => plugin.loadContent?.()).toThrow(ContentCheckError);
    expect(() => plugin.loadContent?.()).toThrow(
      'Content check: 2 problems in the data files:\n' +
        `- ${entry} has no title (it must be text)\n` +
        '- careers.json: benefits has 4 entries, but the page needs exactly 5',
    );
  });
});

const ICONS = 'the names in src/lib/iconNames.ts';
describe('given an entry a writer got wrong, reports it naming the file, the entry and the field', () => {
  it.each(
    [
      [
        ...at('about.json', 'coreValues', 1, {icon: 'door-opn'}),
        `: icon is "door-opn", but it must be one of ${ICONS}`,
      ],
      [
        ...at('trustSafety.json', 'safeguards', 2, without('icon'), 'safeguard'),
        ` has no icon (it must be one of ${ICONS})`,
      ],
      [
        ...at('testimonials.json', 'testimonials', 1, appended('quote', ' 🎉')),
        ': quote holds the emoji "🎉": icons are SVGs, chosen by name',
      ],
      [
        ...at('services.json', 'services', 2, appended('description', ' TODO: prices.')),
        ': description still holds unfinished text ("TODO")',
      ],
      [
        ...at('homeServices.json', 'services', 1, {
          description: 'A sentence that goes on. '.repeat(7).trim(),
        }),
        ': description is 174 characters long; keep it to 160',
      ],
      [
        ...at('trustSafety.json', 'trustPoints', 3, {description: 'Call us.'}, 'trust point'),
        ': description is empty or too short: write at least 40 characters',
      ],
      [
        ...at('freelancers.json', 'testimonials', 2, (entry) => ({
          ...entry,
          quote: `“${String(entry.quote)}”`,
        })),
        ': quote must not include its own quotation marks',
      ],
      [
        ...at(
          'careers.json',
          'openings',
          1,
          {
            description:
              'Translate documents, websites and app strings between two languages you know well, to the glossary we send.',
          },
          'opening',
        ),
        ': description should be 2 sentences',
      ],
      [
        ...at('careers.json', 'openings', 4, {type: 'Freelance, Remote'}, 'opening'),
        ': type is "Freelance, Remote", but it must be parts joined by " · ", like "Freelance · Remote · Part-time"',
      ],
      [
        ...at(
          'careers.json',
          'openings',
          2,
          {datePosted: '2026-10-12', validThrough: '2026-10-01'},
          'opening',
        ),
        ': validThrough is "2026-10-01", but it must be after its datePosted (2026-10-12)',
      ],
      [
        ...at('careers.json', 'openings', 5, {validThrough: '2027-02-29'}, 'opening'),
        ': validThrough is "2027-02-29", but it must be a real date written YYYY-MM-DD',
      ],
      [
        ...at('careers.json', 'openings', 6, {employmentType: 'FREELANCE'}, 'opening'),
        ': employmentType is "FREELANCE", but it must be one of schema.org\'s CONTRACTOR, PART_TIME, FULL_TIME, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER (freelance work is CONTRACTOR)',
      ],
      [
        ...at('careers.json', 'openings', 7, without('requirements'), 'opening'),
        ' has no requirements (it must be a list)',
      ],
      [
        ...at(
          'careers.json',
          'openings',
          8,
          (entry) => ({...entry, work: (entry.work as string[]).slice(0, 2)}),
          'opening',
        ),
        ': work must list at least 3 items',
      ],
      [
        ...at('careers.json', 'openings', 9, {slug: 'Data Entry'}, 'opening'),
        ': slug is "Data Entry", but it must be lowercase words joined by hyphens, like "freelance-translator"',
      ],
      [
        ...at(
          'careers.json',
          'openings',
          10,
          {openTo: {worldwide: false, regions: [], countries: []}},
          'opening',
        ),
        ': openTo must name a country or region, or be worldwide',
      ],
      [
        ...at('leadership.json', 'team', 2, {imageText: 'QX'}),
        `: imageText is "QX", but it should be the initials "${String(TEAM[1].imageText)}"`,
      ],
      [
        ...at('investors.json', 'updates', 1, {date: '2099-02-30'}),
        ': date is "2099-02-30", but it must be a real date written YYYY-MM-DD',
      ],
      [
        ...at(
          'popups/newHires.json',
          'countries',
          1,
          (entry) => ({...entry, firstNames: (entry.firstNames as string[]).with(1, 'farhan Ali')}),
          'country',
        ),
        ', first name 2 is "farhan Ali", but it must be a first name only, capitalised',
      ],
      [
        at('popups/projectSubmissions.json', 'submissions', 1, {jobType: 'logo project'})[0],
        `popups/projectSubmissions.json: entry 1 (${PERSON})`,
        ': jobType must not include "project" or an article',
      ],

      [
        ...at('careers.json', 'openings', 4, {slug: OPENINGS[2].slug}, 'opening'),
        ` repeats the slug "${String(OPENINGS[2].slug)}"`,
      ],
    ].map(([module, entry, problem]) => [`${entry}${problem}`, module] as const),
  )('%s', (problem, module) => {
    expect(problemsIn(module)).toEqual([problem]);
  });
});

const PARTNER = String(entriesOf('partners.json', 'types')[0].title);
const SERVICE = String(entriesOf('services.json', 'services')[0].title);
const OPENING = String(OPENINGS[1].title);
const NEW_HIRES = entriesOf('popups/newHires.json', 'countries').slice(0, 30);
const HIRES = NEW_HIRES[0].firstNames as string[];
// Twenty-nine of the project submissions, sharing nineteen job types.
const JOB_TYPES = [...new Set(SUBMISSIONS.map(({jobType}) => jobType))].slice(0, 19);
const NINETEEN = (SUBMISSIONS as ProjectSubmission[])
  .slice(0, 29)
  .map((entry, index) => ({...entry, jobType: JOB_TYPES[index % 19] as string}));
const FOOTER_LINKS = FOOTER[0].links as Entry[];
describe('given a file that breaks a rule of its own or of the page, reports what follows from it', () => {
  it.each(
    (
      [
        [
          edited('blogCategories.json', ({categories}) => ({
            categories: categories.with(1, ''),
          })),
          'blogCategories.json: category 2 is empty or too short: write at least 2 characters',
        ],
        [
          edited('blogCategories.json', ({categories}) => ({
            categories: categories.with(2, categories[0]),
          })),
          `blogCategories.json: category 3 repeats the category "${String(CATEGORIES[0])}"`,
        ],
        [
          at('partners.json', 'reasons', 2, {title: ' Original'})[0],
          'partners.json: reason 2 ( Original): title has spaces at its start or end',
        ],
        [
          at('partners.json', 'types', 2, {title: PARTNER})[0],
          `partners.json: partner type 2 (${PARTNER}) repeats the title "${PARTNER}"`,
        ],
        [
          at('impact.json', 'stories', 1, {title: 'A Translator in Lima'})[0],
          'impact.json: story 1 (A Translator in Lima): title should start "Name, Country: ", like "Lucía, Peru: …"',
        ],
        [
          at('services.json', 'services', 2, {title: SERVICE})[0],
          `services.json: entry 2 (${SERVICE}) repeats the title "${SERVICE}"`,
        ],
        [
          at('careers.json', 'openings', 3, {title: OPENING})[0],
          `careers.json: opening 3 (${OPENING}) repeats the title "${OPENING}"`,
        ],
        [
          edited('routes.ts', ({ROUTES}) => ({
            ROUTES: ROUTES.map((route, index) => (index === 1 ? '/About' : route)),
          })),
          'routes.ts: route 2 is "/About", but it must be a path such as "/about": lower case, words joined by "-"',
        ],
        [
          edited('routes.ts', ({ROUTES}) => ({ROUTES: [...ROUTES.slice(0, 15), '/about']})),
          'routes.ts: route 16 repeats the route "/about"',
        ],
        [
          edited('figures.json', () => ({extraFigures: []})),
          'figures.json has the field "extraFigures", which the page does not use (check its spelling)',
        ],
        [
          at('impact.json', 'items', 1, ({description, ...entry}) => ({
            ...entry,
            descripton: description,
          }))[0],
          `impact.json: impact item 1 (${String(entriesOf('impact.json', 'items')[0].title)}) has no description (it must be text)`,
          `impact.json: impact item 1 (${String(entriesOf('impact.json', 'items')[0].title)}) has the field "descripton", which the page does not use (check its spelling)`,
        ],
        [
          edited('navigation.json', ({footer}) => ({
            footer: [
              {...footer[0], links: [...FOOTER_LINKS, {label: 'Team', to: '/team'}]},
              ...footer.slice(1),
            ],
          })),
          `navigation.json: footer column 1 (${String(FOOTER[0].title)}), link ${FOOTER_LINKS.length + 1} (Team): to is "/team", but it must be one of the site's routes in src/data/routes.ts`,
          'navigation.json: footer should not link /team',
        ],
        [
          edited('navigation.json', ({footer}) => ({
            footer: footer.map((column) => ({
              ...column,
              links: (column.links as Entry[]).filter(({to}) => to !== '/blog'),
            })),
          })),
          'navigation.json: footer should also link /blog',
        ],
        [
          edited('navigation.json', ({menu}) => ({menu: menu.slice(1)})),
          'navigation.json: menu has 8 entries, but the page needs exactly 9',
        ],
        [
          at('popups/projectSubmissions.json', 'submissions', 1, {
            lastInitial: 'K.',
            jobType: 'logo design',
          })[0],
          `popups/projectSubmissions.json: entry 1 (${String(SUBMISSIONS[0].firstName)} K..): lastInitial is "K.", but it must be one capital letter without a full stop`,
          `popups/projectSubmissions.json: entry 1 (${String(SUBMISSIONS[0].firstName)} K..) reads "${String(SUBMISSIONS[0].firstName)} K.. submitted a logo design project", not "‹First name› ‹L›. submitted a ‹job type› project"`,
        ],
        [
          edited('trustSafety.json', ({zeroTolerance}) => ({
            zeroTolerance: zeroTolerance.slice(0, 3),
          })),
          'trustSafety.json: zeroTolerance has 3 entries, but the page needs exactly 4',
        ],
        [
          edited('freelancers.json', ({benefits}) => ({benefits: benefits.slice(0, 5)})),
          'freelancers.json: benefits has 5 entries; keep between 6 and 8',
        ],
        [
          edited('investors.json', ({updates}) => ({updates: [...updates].reverse()})),
          'investors.json: updates should be in order, newest first',
        ],
        [
          edited('popups/newHires.json', () => ({
            countries: [{...NEW_HIRES[0], firstNames: [...HIRES, HIRES[0]]}, ...NEW_HIRES.slice(1)],
          })),
          `popups/newHires.json: countries names ${NEW_HIRES.flatMap(({firstNames}) => firstNames as string[]).length + 1} people; keep between 240 and 260`,
          'popups/newHires.json: countries names 30 countries; the spec wants at least 40',
          `popups/newHires.json: country 1 (${String(NEW_HIRES[0].country)}), first name ${HIRES.length + 1} repeats the first name "${HIRES[0]}"`,
        ],
        [
          edited('popups/projectSubmissions.json', () => ({
            submissions: [...NINETEEN, NINETEEN[0]],
          })),
          'popups/projectSubmissions.json: submissions offers 19 job types; keep a varied mix of at least 20',
          `popups/projectSubmissions.json: entry 30 (${PERSON}) repeats the pop-up text "${projectSubmissionMessage(NINETEEN[0])}"`,
          `popups/projectSubmissions.json: entry 30 (${PERSON}) repeats the person "${PERSON}"`,
        ],
      ] as [ContentModule, ...string[]][]
    ).map(([module, ...problems]) => [problems[0], module, problems] as const),
  )('%s', (_, module, problems) => {
    expect(problemsIn(module)).toEqual(problems);
  });
});

describe('given a leader’s Telegram link', () => {
  const LINK = 'a Telegram link such as https://t.me/your_username';
  it.each([
    ['t.me/danielokafor', 'an absolute URL such as https://www.example.com'],
    ['tg://resolve?domain=danielokafor', 'an http(s) URL'],
    ['http://t.me/danielokafor', LINK],
    ['https://telegram.example/danielokafor', LINK],
    ['https://t.me/', LINK],
    [true, 'a link (text), or be left out'],
  ])('refuses %s, naming the file, the person and the field', (telegram, expected) => {
    const [module, entry] = at('leadership.json', 'team', LINKED, {telegram});
    expect(problemsIn(module)).toEqual([
      `${entry}: telegram is ${JSON.stringify(telegram)}, but it must be ${expected}`,
    ]);
  });

  it('needs exactly one card with a link', () => {
    const needs = 'leadership.json: team should give exactly one entry a telegram link';
    expect(problemsIn(at('leadership.json', 'team', LINKED, without('telegram'))[0])).toEqual([
      `${needs} (now: none)`,
    ]);
    const [two] = at('leadership.json', 'team', UNLINKED, {
      telegram: 'https://t.me/another_leader',
    });
    const both = TEAM.filter((_, index) => [LINKED, UNLINKED].includes(index + 1));
    expect(problemsIn(two)).toEqual([`${needs} (now: ${both.map(({name}) => name).join(', ')})`]);
  });
});
