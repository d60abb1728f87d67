import {globSync} from 'node:fs';
import contentCheck, {checkContent} from '@site/plugins/content-check';
import {ContentCheckError, type ContentModule} from '@site/plugins/content-check/check';
import {CONTENT_MODULES} from '@site/plugins/content-check/modules';
import {projectSubmissionMessage, type ProjectSubmission} from '@site/src/lib/popupMessages';

type Entry = Record<string, unknown>;
type Change = Entry | ((entry: Entry) => Entry);
const DATA_FILES = globSync('**/*.json', {cwd: 'src/data/content'});
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
const put = (list: unknown[], at: number, value: unknown) =>
  list.map((item, i) => (i === at ? value : item));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const opening = (n: number, change: Change) => at('careers.json', 'openings', n, change, 'opening');
const whole = (file: string, edit: Parameters<typeof edited>[1]) =>
  [edited(file, edit), file] as const;

const FOOTER = entriesOf('navigation.json', 'footer');
const TEAM = entriesOf('leadership.json', 'team');
const SUBMISSIONS = entriesOf('popups/projectSubmissions.json', 'submissions');
const PERSON = `${String(SUBMISSIONS[0].firstName)} ${String(SUBMISSIONS[0].lastInitial)}.`;
/** The card with the Telegram link, from 1, and one without it. */
const LINKED = TEAM.findIndex((person) => 'telegram' in person) + 1;
const UNLINKED = LINKED === 1 ? 2 : 1;

it('checks every data file and the routes, finds no problem as shipped, so the build goes on; fails it before bundling, listing every problem in every module', async () => {
  expect(DATA_FILES).toEqual(expect.arrayContaining(['services.json', 'popups/newHires.json']));
  expect(CONTENT_MODULES.map(({file}) => file).sort()).toEqual([...DATA_FILES, 'routes.ts'].sort());
  expect(checkContent()).toEqual([]);
  const plugin = contentCheck()();
  expect(plugin.name).toBe('content-check');
  await expect(Promise.resolve(plugin.loadContent?.())).resolves.toBeUndefined();
  const [broken, entry] = at('leadership.json', 'team', 3, without('title'));
  const miscounted = edited('careers.json', ({benefits}) => ({benefits: benefits.slice(1)}));
  const failing = contentCheck([broken, miscounted])();
  expect(() => failing.loadContent?.()).toThrow(ContentCheckError);
  expect(() => failing.loadContent?.()).toThrow(
    'Content check: 2 problems in the data files:\n' +
      `- ${entry} has no title (it must be text)\n` +
      '- careers.json: benefits has 4 entries, but the page needs exactly 5',
  );
});

// Each row: the file as a writer left it, the start of the message that names the file and the
// entry, and for each problem what follows it: the field and what is wrong with it.
const hires = entriesOf('popups/newHires.json', 'countries').slice(0, 30);
const hired = hires[0].firstNames as string[];
// Twenty-nine of the project submissions, sharing nineteen job types.
const jobTypes = [...new Set(SUBMISSIONS.map(({jobType}) => jobType))].slice(0, 19);
const nineteen = (SUBMISSIONS as ProjectSubmission[])
  .slice(0, 29)
  .map((entry, index) => ({...entry, jobType: jobTypes[index % 19] as string}));
const footerLinks = FOOTER[0].links as Entry[];
const title = (file: string, list: string, n = 1) => String(entriesOf(file, list)[n - 1].title);
// prettier-ignore
it.each(([
  [...at('about.json', 'coreValues', 1, {icon: 'door-opn'}), ': icon is "door-opn", but it must be one of the names in src/lib/iconNames.ts'],
  [...at('trustSafety.json', 'safeguards', 2, without('icon'), 'safeguard'), ' has no icon'],
  [...at('testimonials.json', 'testimonials', 1, (entry) => ({...entry, quote: `${String(entry.quote)} 🎉`})), ': quote holds the emoji "🎉"'],
  [...at('services.json', 'services', 2, (entry) => ({...entry, description: `${String(entry.description)} TODO: x.`})), ': description still holds unfinished text ("TODO")'],
  [...at('homeServices.json', 'services', 1, {description: 'Goes on. '.repeat(20).trim()}), ': description is 179 characters long; keep it to 160'],
  [...at('trustSafety.json', 'trustPoints', 3, {description: 'Call us.'}, 'trust point'), ': description is empty or too short'],
  [...at('freelancers.json', 'testimonials', 2, (entry) => ({...entry, quote: `“${String(entry.quote)}”`})), ': quote must not include its own quotation marks'],
  [...opening(1, {description: 'Translate documents, websites and app strings between two languages you know well, to the glossary we send.'}), ': description should be 2 sentences'],
  [...opening(4, {type: 'Freelance, Remote'}), ': type is "Freelance, Remote", but it must be parts joined by " · "'],
  [...opening(2, {datePosted: '2026-10-12', validThrough: '2026-10-01'}), ': validThrough is "2026-10-01", but it must be after its datePosted (2026-10-12)'],
  [...opening(5, {validThrough: '2027-02-29'}), ': validThrough is "2027-02-29", but it must be a real date written YYYY-MM-DD'],
  [...opening(6, {employmentType: 'FREELANCE'}), ': employmentType is "FREELANCE", but it must be one of schema.org\'s CONTRACTOR, PART_TIME, FULL_TIME, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER (freelance work is CONTRACTOR)'],
  [...opening(7, without('requirements')), ' has no requirements (it must be a list)'],
  [...opening(8, (entry) => ({...entry, work: (entry.work as string[]).slice(0, 2)})), ': work must list at least 3 items'],
  [...opening(9, {slug: 'Data Entry'}), ': slug is "Data Entry", but it must be lowercase words joined by hyphens'],
  [...opening(10, {openTo: {worldwide: false, regions: [], countries: []}}), ': openTo must name a country or region, or be worldwide'],
  [...opening(4, {slug: entriesOf('careers.json', 'openings')[2].slug}), ` repeats the slug "${String(entriesOf('careers.json', 'openings')[2].slug)}"`],
  [at('careers.json', 'openings', 3, {title: title('careers.json', 'openings', 2)})[0], `careers.json: opening 3 (${title('careers.json', 'openings', 2)})`, ` repeats the title`],
  [...at('leadership.json', 'team', 2, {imageText: 'QX'}), `: imageText is "QX", but it should be the initials "${String(TEAM[1].imageText)}"`],
  [...at('investors.json', 'updates', 1, {date: '2099-02-30'}), ': date is "2099-02-30", but it must be a real date'],
  [...at('popups/newHires.json', 'countries', 1, (entry) => ({...entry, firstNames: put(entry.firstNames as string[], 1, 'farhan Ali')}), 'country'), ', first name 2 is "farhan Ali", but it must be a first name only, capitalised'],
  [at('popups/projectSubmissions.json', 'submissions', 1, {jobType: 'logo project'})[0], `popups/projectSubmissions.json: entry 1 (${PERSON})`, ': jobType must not include "project" or an article'],
  [at('services.json', 'services', 2, {title: title('services.json', 'services')})[0], `services.json: entry 2 (${title('services.json', 'services')})`, ' repeats the title'],
  [at('partners.json', 'reasons', 2, {title: ' Original'})[0], 'partners.json: reason 2 ( Original)', ': title has spaces at its start or end'],
  [at('partners.json', 'types', 2, {title: title('partners.json', 'types')})[0], `partners.json: partner type 2 (${title('partners.json', 'types')})`, ' repeats the title'],
  [at('impact.json', 'stories', 1, {title: 'A Translator in Lima'})[0], 'impact.json: story 1 (A Translator in Lima)', ': title should start "Name, Country: "'],
  [...at('impact.json', 'items', 1, ({description, ...entry}) => ({...entry, descripton: description}), 'impact item'), ' has no description', ' has the field "descripton", which the page does not use'],
  [at('popups/projectSubmissions.json', 'submissions', 1, {lastInitial: 'K.', jobType: 'logo design'})[0], `popups/projectSubmissions.json: entry 1 (${String(SUBMISSIONS[0].firstName)} K..)`, ': lastInitial is "K.", but it must be one capital letter without a full stop', ` reads "${String(SUBMISSIONS[0].firstName)} K.. submitted a logo design project", not "‹First name› ‹L›. submitted a ‹job type› project"`],
  [...whole('blogCategories.json', ({categories}) => ({categories: put(categories, 1, '')})), ': category 2 is empty or too short'],
  [...whole('blogCategories.json', ({categories}) => ({categories: put(categories, 2, categories[0])})), `: category 3 repeats the category "${String(entriesOf('blogCategories.json', 'categories')[0])}"`],
  [...whole('routes.ts', ({ROUTES}) => ({ROUTES: put(ROUTES, 1, '/About')})), ': route 2 is "/About", but it must be a path such as "/about"'],
  [...whole('routes.ts', ({ROUTES}) => ({ROUTES: [...ROUTES.slice(0, 15), '/about']})), ': route 16 repeats the route "/about"'],
  [...whole('figures.json', () => ({extraFigures: []})), ' has the field "extraFigures", which the page does not use (check its spelling)'],
  [...whole('navigation.json', ({footer}) => ({footer: put(footer, 0, {...footer[0], links: [...footerLinks, {label: 'Team', to: '/team'}]})})), `: footer column 1 (${String(FOOTER[0].title)}), link ${footerLinks.length + 1} (Team): to is "/team", but it must be one of the site's routes`, ': footer should not link /team'],
  [...whole('navigation.json', ({footer}) => ({footer: footer.map((column) => ({...column, links: (column.links as Entry[]).filter(({to}) => to !== '/blog')}))})), ': footer should also link /blog'],
  [...whole('navigation.json', ({menu}) => ({menu: menu.slice(1)})), ': menu has 8 entries, but the page needs exactly 9'],
  [...whole('trustSafety.json', ({zeroTolerance}) => ({zeroTolerance: zeroTolerance.slice(0, 3)})), ': zeroTolerance has 3 entries, but the page needs exactly 4'],
  [...whole('freelancers.json', ({benefits}) => ({benefits: benefits.slice(0, 5)})), ': benefits has 5 entries; keep between 6 and 8'],
  [...whole('investors.json', ({updates}) => ({updates: [...updates].reverse()})), ': updates should be in order, newest first'],
  [...whole('popups/newHires.json', () => ({countries: [{...hires[0], firstNames: [...hired, hired[0]]}, ...hires.slice(1)]})), `: countries names ${hires.flatMap(({firstNames}) => firstNames as string[]).length + 1} people; keep between 240 and 260`, ': countries names 30 countries; the spec wants at least 40', `: country 1 (${String(hires[0].country)}), first name ${hired.length + 1} repeats the first name "${hired[0]}"`],
  [...whole('popups/projectSubmissions.json', () => ({submissions: [...nineteen, nineteen[0]]})), ': submissions offers 19 job types; keep a varied mix of at least 20', `: entry 30 (${PERSON}) repeats the pop-up text "${projectSubmissionMessage(nineteen[0])}"`, `: entry 30 (${PERSON}) repeats the person "${PERSON}"`],
  [...at('leadership.json', 'team', LINKED, {telegram: 't.me/a_leader'}), ': telegram is "t.me/a_leader", but it must be an absolute URL such as https://www.example.com'],
  [...at('leadership.json', 'team', LINKED, {telegram: 'tg://resolve?domain=a_leader'}), ': telegram is "tg://resolve?domain=a_leader", but it must be an http(s) URL'],
  ...['http://t.me/a_leader', 'https://telegram.org/a_leader', 'https://t.me/'].map((telegram) => [...at('leadership.json', 'team', LINKED, {telegram}), `: telegram is "${telegram}", but it must be a Telegram link such as https://t.me/your_username`]),
  [...at('leadership.json', 'team', LINKED, {telegram: true}), ': telegram is true, but it must be a link (text), or be left out'],
  [at('leadership.json', 'team', LINKED, without('telegram'))[0], 'leadership.json', ': team should give exactly one entry a telegram link (now: none)'],
  [at('leadership.json', 'team', UNLINKED, {telegram: 'https://t.me/another_leader'})[0], 'leadership.json', `: team should give exactly one entry a telegram link (now: ${TEAM.filter((_, index) => [LINKED, UNLINKED].includes(index + 1)).map(({name}) => name).join(', ')})`],
] as [ContentModule, string, ...string[]][]).map(([module, start, ...problems]) => [`${start}${problems[0]}`, module, start, problems] as const))('a writer’s mistake reported, naming the file, the entry and the field: %s', (_, module, start, problems) => {
  const rest = checkContent([module]).map((line) =>
    line.startsWith(start) ? line.slice(start.length) : line,
  );
  expect(rest).toEqual(problems.map((problem) => expect.stringMatching(`^${escape(problem)}`)));
});
