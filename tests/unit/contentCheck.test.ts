import contentCheck, {checkContent} from '@site/plugins/content-check';
import {ContentCheckError, type ContentModule} from '@site/plugins/content-check/check';
import {CONTENT_MODULES} from '@site/plugins/content-check/modules';
import {projectSubmissionMessage, type ProjectSubmission} from '@site/src/lib/popupMessages';

type Entry = Record<string, unknown>;

function moduleOf(file: string): ContentModule {
  const found = CONTENT_MODULES.find((module) => module.file === file);
  if (!found) throw new Error(`no schema for ${file}`);
  return found;
}

/** The file `file` as a writer left it: `edit` returns the fields it replaces. */
function edited(file: string, edit: (data: Record<string, Entry[]>) => Entry): ContentModule {
  const module = moduleOf(file);
  const data = module.data as Record<string, Entry[]>;
  return {...module, data: {...data, ...edit(data)}};
}

/** The module of `file` with entry `position` (from 1) of the list `name` changed, or given new fields. */
function entryEdited(
  file: string,
  name: string,
  position: number,
  change: Entry | ((entry: Entry) => Entry),
): ContentModule {
  const edit = typeof change === 'function' ? change : (entry: Entry) => ({...entry, ...change});
  return edited(file, (data) => ({
    [name]: data[name].map((entry, index) => (index === position - 1 ? edit(entry) : entry)),
  }));
}

/** The entries of the list `name` in `file`, as the writer left them. */
function entriesOf(file: string, name: string): Entry[] {
  return (moduleOf(file).data as Record<string, Entry[]>)[name];
}

/** What a message names entry `position` (from 1) by: its name, title or country. */
function nameOf(file: string, list: string, position: number): string {
  const {name, title, country} = entriesOf(file, list)[position - 1];
  return String(name ?? title ?? country);
}

/** A project submission's person, as a message names them: "Amara K.". */
function personOf(position: number): string {
  const {firstName, lastInitial} = entriesOf('popups/projectSubmissions.json', 'submissions')[
    position - 1
  ];
  return `${firstName} ${lastInitial}.`;
}

const CATEGORIES = (moduleOf('blogCategories.json').data as {categories: string[]}).categories;
const FOOTER = entriesOf('navigation.json', 'footer');
const OPENINGS = entriesOf('careers.json', 'openings');
const FIRST_SUBMITTER = String(
  entriesOf('popups/projectSubmissions.json', 'submissions')[0].firstName,
);
const TEAM = entriesOf('leadership.json', 'team');
/** The card with the Telegram link, from 1, and one without it. */
const LINKED = TEAM.findIndex((person) => 'telegram' in person) + 1;
const UNLINKED = LINKED === 1 ? 2 : 1;

function without(field: string) {
  return (entry: Entry): Entry => {
    const copy = {...entry};
    delete copy[field];
    return copy;
  };
}

function problemsIn(module: ContentModule): string[] {
  return checkContent([module]);
}

describe('given the data files as shipped', () => {
  it('finds no problem', () => {
    expect(checkContent()).toEqual([]);
  });

  it('lets the build go on (the plugin the build runs, with every module)', async () => {
    const plugin = contentCheck()();
    expect(plugin.name).toBe('content-check');
    await expect(Promise.resolve(plugin.loadContent?.())).resolves.toBeUndefined();
  });
});

describe('given a data file with a missing field', () => {
  const broken = entryEdited('leadership.json', 'team', 3, without('title'));
  const problem = `leadership.json: entry 3 (${nameOf('leadership.json', 'team', 3)}) has no title (it must be text)`;

  it('names the file, the entry and the field', () => {
    expect(problemsIn(broken)).toEqual([problem]);
  });

  it('fails the build before bundling, listing every problem in every module', () => {
    const miscounted = edited('careers.json', ({benefits}) => ({benefits: benefits.slice(1)}));
    const plugin = contentCheck([broken, miscounted])();
    expect(() => plugin.loadContent?.()).toThrow(ContentCheckError);
    expect(() => plugin.loadContent?.()).toThrow(
      'Content check: 2 problems in the data files:\n' +
        `- ${problem}\n` +
        '- careers.json: benefits has 4 entries, but the page needs exactly 5',
    );
  });
});

describe('given a card, quote or entry a writer got wrong', () => {
  it.each([
    [
      'an icon not in the list',
      entryEdited('about.json', 'coreValues', 1, {icon: 'door-opn'}),
      `about.json: entry 1 (${nameOf('about.json', 'coreValues', 1)}): icon is "door-opn", but it must be one of the names in src/lib/iconNames.ts`,
    ],
    [
      'no icon',
      entryEdited('trustSafety.json', 'safeguards', 2, without('icon')),
      `trustSafety.json: safeguard 2 (${nameOf('trustSafety.json', 'safeguards', 2)}) has no icon (it must be one of the names in src/lib/iconNames.ts)`,
    ],
    [
      'an emoji',
      entryEdited('testimonials.json', 'testimonials', 1, (entry) => ({
        ...entry,
        quote: `${entry.quote} 🎉`,
      })),
      `testimonials.json: entry 1 (${nameOf('testimonials.json', 'testimonials', 1)}): quote holds the emoji "🎉": icons are SVGs, chosen by name`,
    ],
    [
      'unfinished text',
      entryEdited('services.json', 'services', 2, (entry) => ({
        ...entry,
        description: `${entry.description} TODO: prices.`,
      })),
      `services.json: entry 2 (${nameOf('services.json', 'services', 2)}): description still holds unfinished text ("TODO")`,
    ],
    [
      'text too long for its card',
      entryEdited('homeServices.json', 'services', 1, {
        description: 'A sentence that goes on. '.repeat(7).trim(),
      }),
      `homeServices.json: entry 1 (${nameOf('homeServices.json', 'services', 1)}): description is 174 characters long; keep it to 160`,
    ],
    [
      'text too short',
      entryEdited('trustSafety.json', 'trustPoints', 3, {description: 'Call us.'}),
      `trustSafety.json: trust point 3 (${nameOf('trustSafety.json', 'trustPoints', 3)}): description is empty or too short: write at least 40 characters`,
    ],
    [
      // The editor refuses it too (a required field); the blog's filters would show an empty chip.
      'an empty blog category',
      edited('blogCategories.json', ({categories}) => ({
        categories: categories.map((name, index) => (index === 1 ? '' : name)),
      })),
      'blogCategories.json: category 2 is empty or too short: write at least 2 characters',
    ],
    [
      'a blog category named twice',
      edited('blogCategories.json', ({categories}) => ({
        categories: categories.map((name, index) => (index === 2 ? categories[0] : name)),
      })),
      `blogCategories.json: category 3 repeats the category "${CATEGORIES[0]}"`,
    ],
    [
      'spaces around a title',
      entryEdited('partners.json', 'reasons', 2, {title: ' Original'}),
      'partners.json: reason 2 ( Original): title has spaces at its start or end',
    ],
    [
      'a title used twice',
      entryEdited('partners.json', 'types', 2, {title: nameOf('partners.json', 'types', 1)}),
      `partners.json: partner type 2 (${nameOf('partners.json', 'types', 1)}) repeats the title "${nameOf('partners.json', 'types', 1)}"`,
    ],
    [
      'a story title without its person',
      entryEdited('impact.json', 'stories', 1, {title: 'A Translator in Lima'}),
      'impact.json: story 1 (A Translator in Lima): title should start "Name, Country: ", like "Lucía, Peru: …"',
    ],
    [
      'a quote in its own quotation marks',
      entryEdited('freelancers.json', 'testimonials', 2, (entry) => ({
        ...entry,
        quote: `“${entry.quote}”`,
      })),
      `freelancers.json: entry 2 (${nameOf('freelancers.json', 'testimonials', 2)}): quote must not include its own quotation marks`,
    ],
    [
      'an opening of one sentence',
      entryEdited('careers.json', 'openings', 1, {
        description:
          'Translate documents, websites and app strings between two languages you know well, to the glossary we send.',
      }),
      `careers.json: opening 1 (${nameOf('careers.json', 'openings', 1)}): description should be 2 sentences`,
    ],
    [
      'terms not joined by " · "',
      entryEdited('careers.json', 'openings', 4, {type: 'Freelance, Remote'}),
      `careers.json: opening 4 (${nameOf('careers.json', 'openings', 4)}): type is "Freelance, Remote", but it must be parts joined by " · ", like "Freelance · Remote · Part-time"`,
    ],
    [
      'an opening that closes before it was posted',
      entryEdited('careers.json', 'openings', 2, {
        datePosted: '2026-10-12',
        validThrough: '2026-10-01',
      }),
      `careers.json: opening 2 (${nameOf('careers.json', 'openings', 2)}): validThrough is "2026-10-01", but it must be after its datePosted (2026-10-12)`,
    ],
    [
      'an opening whose closing day does not exist',
      entryEdited('careers.json', 'openings', 5, {validThrough: '2027-02-29'}),
      `careers.json: opening 5 (${nameOf('careers.json', 'openings', 5)}): validThrough is "2027-02-29", but it must be a real date written YYYY-MM-DD`,
    ],
    [
      'an employment type search engines do not know',
      entryEdited('careers.json', 'openings', 6, {employmentType: 'FREELANCE'}),
      `careers.json: opening 6 (${nameOf('careers.json', 'openings', 6)}): employmentType is "FREELANCE", but it must be one of schema.org's CONTRACTOR, PART_TIME, FULL_TIME, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER (freelance work is CONTRACTOR)`,
    ],
    [
      'an opening page without its requirements',
      entryEdited('careers.json', 'openings', 7, without('requirements')),
      `careers.json: opening 7 (${nameOf('careers.json', 'openings', 7)}) has no requirements (it must be a list)`,
    ],
    [
      'an opening with too little to say about the work',
      entryEdited('careers.json', 'openings', 8, (entry) => ({
        ...entry,
        work: (entry.work as string[]).slice(0, 2),
      })),
      `careers.json: opening 8 (${nameOf('careers.json', 'openings', 8)}): work must list at least 3 items`,
    ],
    [
      'a slug that is not a plain address',
      entryEdited('careers.json', 'openings', 9, {slug: 'Data Entry'}),
      `careers.json: opening 9 (${nameOf('careers.json', 'openings', 9)}): slug is "Data Entry", but it must be lowercase words joined by hyphens, like "freelance-translator"`,
    ],
    [
      'an opening open to no one',
      entryEdited('careers.json', 'openings', 10, {
        openTo: {worldwide: false, regions: [], countries: []},
      }),
      `careers.json: opening 10 (${nameOf('careers.json', 'openings', 10)}): openTo must name a country or region, or be worldwide`,
    ],
    [
      'initials that are not the name’s',
      entryEdited('leadership.json', 'team', 2, {imageText: 'QX'}),
      `leadership.json: entry 2 (${nameOf('leadership.json', 'team', 2)}): imageText is "QX", but it should be the initials "${TEAM[1].imageText}"`,
    ],
    [
      'a date that does not exist',
      entryEdited('investors.json', 'updates', 1, {date: '2099-02-30'}),
      `investors.json: entry 1 (${nameOf('investors.json', 'updates', 1)}): date is "2099-02-30", but it must be a real date written YYYY-MM-DD`,
    ],
    [
      'a new hire with more than a first name',
      entryEdited('popups/newHires.json', 'countries', 1, (entry) => ({
        ...entry,
        firstNames: (entry.firstNames as string[]).map((name, index) =>
          index === 1 ? 'farhan Ali' : name,
        ),
      })),
      `popups/newHires.json: country 1 (${nameOf('popups/newHires.json', 'countries', 1)}), first name 2 is "farhan Ali", but it must be a first name only, capitalised`,
    ],
    [
      'a job type that says "project"',
      entryEdited('popups/projectSubmissions.json', 'submissions', 1, {
        jobType: 'logo project',
      }),
      `popups/projectSubmissions.json: entry 1 (${personOf(1)}): jobType must not include "project" or an article`,
    ],
    [
      'a route written with capitals',
      edited('routes.ts', ({ROUTES}) => ({
        ROUTES: ROUTES.map((route, index) => (index === 1 ? '/About' : route)),
      })),
      'routes.ts: route 2 is "/About", but it must be a path such as "/about": lower case, words joined by "-"',
    ],
    [
      'a field the check does not know',
      edited('figures.json', () => ({extraFigures: []})),
      'figures.json has the field "extraFigures", which the page does not use (check its spelling)',
    ],
  ])('reports %s, naming the file, the entry and the field', (_, module, message) => {
    expect(problemsIn(module)).toEqual([message]);
  });

  it.each([
    [
      'a misspelt field',
      entryEdited('impact.json', 'items', 1, ({description, ...entry}) => ({
        ...entry,
        descripton: description,
      })),
      [
        `impact.json: impact item 1 (${nameOf('impact.json', 'items', 1)}) has no description (it must be text)`,
        `impact.json: impact item 1 (${nameOf('impact.json', 'items', 1)}) has the field "descripton", which the page does not use (check its spelling)`,
      ],
    ],
    [
      'a link to a page that does not exist',
      edited('navigation.json', ({footer}) => ({
        footer: footer.map((column, index) =>
          index === 0
            ? {...column, links: [...(column.links as Entry[]), {label: 'Team', to: '/team'}]}
            : column,
        ),
      })),
      [
        `navigation.json: footer column 1 (${String(FOOTER[0].title)}), link ${(FOOTER[0].links as Entry[]).length + 1} (Team): to is "/team", but it must be one of the site's routes in src/data/routes.ts`,
        'navigation.json: footer should not link /team',
      ],
    ],
    [
      'a last initial with its full stop',
      entryEdited('popups/projectSubmissions.json', 'submissions', 1, {
        lastInitial: 'K.',
        jobType: 'logo design',
      }),
      [
        `popups/projectSubmissions.json: entry 1 (${FIRST_SUBMITTER} K..): lastInitial is "K.", but it must be one capital letter without a full stop`,
        `popups/projectSubmissions.json: entry 1 (${FIRST_SUBMITTER} K..) reads "${FIRST_SUBMITTER} K.. submitted a logo design project", not "‹First name› ‹L›. submitted a ‹job type› project"`,
      ],
    ],
  ])('reports %s with what follows from it', (_, module, messages) => {
    expect(problemsIn(module)).toEqual(messages);
  });
});

describe('given a leader’s Telegram link', () => {
  it.each([
    ['not a URL', 't.me/danielokafor', 'an absolute URL such as https://www.example.com'],
    ['not a web link', 'tg://resolve?domain=danielokafor', 'an http(s) URL'],
    [
      'plain http',
      'http://t.me/danielokafor',
      'a Telegram link such as https://t.me/your_username',
    ],
    [
      'another site',
      'https://telegram.example/danielokafor',
      'a Telegram link such as https://t.me/your_username',
    ],
    ['no username', 'https://t.me/', 'a Telegram link such as https://t.me/your_username'],
    ['a boolean', true, 'a link (text), or be left out'],
  ])('fails on %s, naming the file, the person and the field', (_, telegram, expected) => {
    const broken = entryEdited('leadership.json', 'team', LINKED, {telegram});
    expect(problemsIn(broken)).toEqual([
      `leadership.json: entry ${LINKED} (${TEAM[LINKED - 1].name}): telegram is ${JSON.stringify(telegram)}, but it must be ${expected}`,
    ]);
  });

  it('needs exactly one card with a link', () => {
    const none = entryEdited('leadership.json', 'team', LINKED, without('telegram'));
    expect(problemsIn(none)).toEqual([
      'leadership.json: team should give exactly one entry a telegram link (now: none)',
    ]);
    const two = entryEdited('leadership.json', 'team', UNLINKED, {
      telegram: 'https://t.me/another_leader',
    });
    const both = TEAM.filter((_, index) => [LINKED, UNLINKED].includes(index + 1));
    expect(problemsIn(two)).toEqual([
      `leadership.json: team should give exactly one entry a telegram link (now: ${both.map(({name}) => name).join(', ')})`,
    ]);
  });
});

// Thirty of the new hires' countries.
const THIRTY_COUNTRIES = entriesOf('popups/newHires.json', 'countries').slice(0, 30);
const FIRST_HIRES = THIRTY_COUNTRIES[0].firstNames as string[];
const PEOPLE_IN_THIRTY = THIRTY_COUNTRIES.reduce(
  (sum, {firstNames}) => sum + (firstNames as string[]).length,
  0,
);

// Twenty-nine of the project submissions, sharing nineteen of their job types.
const SUBMISSIONS = entriesOf(
  'popups/projectSubmissions.json',
  'submissions',
) as ProjectSubmission[];
const JOB_TYPES = [...new Set(SUBMISSIONS.map(({jobType}) => jobType))].slice(0, 19);
const NINETEEN_JOB_TYPES = SUBMISSIONS.slice(0, 29).map((entry, index) => ({
  ...entry,
  jobType: JOB_TYPES[index % JOB_TYPES.length],
}));

describe('given a list that breaks what the spec asks of it', () => {
  it.each([
    [
      'one card short',
      edited('trustSafety.json', ({zeroTolerance}) => ({
        zeroTolerance: zeroTolerance.slice(0, 3),
      })),
      ['trustSafety.json: zeroTolerance has 3 entries, but the page needs exactly 4'],
    ],
    [
      'too few benefits for two columns',
      edited('freelancers.json', ({benefits}) => ({
        benefits: benefits.slice(0, 5),
      })),
      ['freelancers.json: benefits has 5 entries; keep between 6 and 8'],
    ],
    [
      'a service named twice',
      entryEdited('services.json', 'services', 2, {title: nameOf('services.json', 'services', 1)}),
      [
        `services.json: entry 2 (${nameOf('services.json', 'services', 1)}) repeats the title "${nameOf('services.json', 'services', 1)}"`,
      ],
    ],
    [
      'investor updates oldest first',
      edited('investors.json', ({updates}) => ({
        updates: [...updates].reverse(),
      })),
      ['investors.json: updates should be in order, newest first'],
    ],
    [
      'an opening named twice, so two mail subjects would match',
      entryEdited('careers.json', 'openings', 3, {title: nameOf('careers.json', 'openings', 2)}),
      [
        `careers.json: opening 3 (${nameOf('careers.json', 'openings', 2)}) repeats the title "${nameOf('careers.json', 'openings', 2)}"`,
      ],
    ],
    [
      'two openings at one address',
      entryEdited('careers.json', 'openings', 4, {slug: OPENINGS[2].slug}),
      [
        `careers.json: opening 4 (${OPENINGS[3].title}) repeats the slug "${String(OPENINGS[2].slug)}"`,
      ],
    ],
    [
      'the menu missing a page',
      edited('navigation.json', ({menu}) => ({menu: menu.slice(1)})),
      ['navigation.json: menu has 8 entries, but the page needs exactly 9'],
    ],
    [
      'the footer leaving a page orphaned',
      edited('navigation.json', ({footer}) => ({
        footer: footer.map((column) => ({
          ...column,
          links: (column.links as Entry[]).filter((link) => link.to !== '/blog'),
        })),
      })),
      ['navigation.json: footer should also link /blog'],
    ],
    [
      'a route listed twice',
      edited('routes.ts', ({ROUTES}) => ({ROUTES: [...ROUTES.slice(0, 15), '/about']})),
      ['routes.ts: route 16 repeats the route "/about"'],
    ],
    [
      'too few new hires, from too few countries, one of them twice',
      edited('popups/newHires.json', () => ({
        countries: [
          {...THIRTY_COUNTRIES[0], firstNames: [...FIRST_HIRES, FIRST_HIRES[0]]},
          ...THIRTY_COUNTRIES.slice(1),
        ],
      })),
      [
        `popups/newHires.json: countries names ${PEOPLE_IN_THIRTY + 1} people; keep between 240 and 260`,
        'popups/newHires.json: countries names 30 countries; the spec wants at least 40',
        `popups/newHires.json: country 1 (${String(THIRTY_COUNTRIES[0].country)}), first name ${FIRST_HIRES.length + 1} repeats the first name "${FIRST_HIRES[0]}"`,
      ],
    ],
    [
      'a project submission twice, with too few job types',
      edited('popups/projectSubmissions.json', () => ({
        submissions: [...NINETEEN_JOB_TYPES, NINETEEN_JOB_TYPES[0]],
      })),
      [
        'popups/projectSubmissions.json: submissions offers 19 job types; keep a varied mix of at least 20',
        `popups/projectSubmissions.json: entry 30 (${personOf(1)}) repeats the pop-up text "${projectSubmissionMessage(NINETEEN_JOB_TYPES[0])}"`,
        `popups/projectSubmissions.json: entry 30 (${personOf(1)}) repeats the person "${personOf(1)}"`,
      ],
    ],
  ])('reports %s', (_, module, messages) => {
    expect(problemsIn(module)).toEqual(messages);
  });
});
