/**
 * Each job opening still open on the build's day gets a page of its own at
 * /employment/<slug>; the others are left out of the list, the pages and the sitemap.
 * The build decides once (src/lib/openings.ts) and hands the result to the pages: the
 * route's own data for each opening's page, and the open slugs as this plugin's global
 * data for the list on /employment (src/hooks/useOpenOpenings.ts). Docusaurus makes pages
 * from files, not from a data file's entries, and knows nothing of closing dates.
 */
import {readFileSync} from 'node:fs';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {localizedDataPath} from '../i18n-content';
import type {CareersData} from '../../src/data/schemas/careers';
import {
  daysBetween,
  JOB_PAGES_PLUGIN,
  jobBoard,
  openingPath,
  type JobBoard,
  type JobPagesData,
} from '../../src/lib/openings';

const DATA_FILE = 'src/data/content/careers.json';

/** The page every opening's route renders, handed that opening as `job`. */
const OPENING_PAGE = '@site/src/pages/employment/_opening.tsx';

type Opening = CareersData['openings'][number];

/** The openings of one build's day, and the routes of the open ones. */
export type JobPages = JobBoard<Opening> & {
  /** The day the build counts as today, YYYY-MM-DD (src/config/buildDate.ts). */
  buildDate: string;
  routes: string[];
};

export type Options = {
  jobs: JobPages;
  /** openingsAreIllustrative in careers.json: the pages say noindex and carry no JobPosting. */
  illustrative: boolean;
};

/** Decides, once for the whole build, which openings are open on `buildDate`. */
export function jobPagesOn(openings: readonly Opening[], buildDate: string): JobPages {
  const board = jobBoard(openings, buildDate);
  return {...board, buildDate, routes: board.open.map((opening) => openingPath(opening.slug))};
}

/** One line for each opening the build leaves out or will soon leave out. */
export function jobPagesMessages({expired, closingSoon, buildDate}: JobPages) {
  return {
    expired: expired.map(
      ({title, validThrough}) =>
        `Job pages: "${title}" closed on ${validThrough}, so it is neither listed nor built; ` +
        `remove it from ${DATA_FILE}, or move its validThrough forward to open it again.`,
    ),
    closingSoon: closingSoon.map(({title, validThrough}) => {
      const days = daysBetween(buildDate, validThrough);
      const when = days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'}`;
      return (
        `Job pages: "${title}" closes ${when}, on ${validThrough}; ` +
        `move its validThrough forward in ${DATA_FILE} to keep it open.`
      );
    }),
  };
}

/**
 * The build's language's wording of each opening: the same slugs as English (which decides
 * which are open), read from the locale's copy of careers.json where it has one.
 */
function inLocale(context: LoadContext, openings: Opening[]): Opening[] {
  if (context.i18n.currentLocale === context.i18n.defaultLocale) return openings;
  const file = localizedDataPath(context, 'careers.json');
  const translated = (JSON.parse(readFileSync(file, 'utf8')) as {openings: Opening[]}).openings;
  return openings.map((opening) => translated.find(({slug}) => slug === opening.slug) ?? opening);
}

export default function jobPages({jobs, illustrative}: Options): (context: LoadContext) => Plugin {
  return (context) => ({
    name: JOB_PAGES_PLUGIN,

    loadContent() {
      const {expired, closingSoon} = jobPagesMessages(jobs);
      expired.forEach((line) => logger.info(line));
      closingSoon.forEach((line) => logger.warn(line));
    },

    async contentLoaded({actions}) {
      await Promise.all(
        inLocale(context, jobs.open).map(async (opening) => {
          // The page's JobPageData (src/pages/employment/_opening.tsx).
          const job = {opening, illustrative};
          actions.addRoute({
            path: openingPath(opening.slug),
            exact: true,
            component: OPENING_PAGE,
            modules: {job: await actions.createData(`${opening.slug}.json`, JSON.stringify(job))},
          });
        }),
      );
      const data: JobPagesData = {openSlugs: jobs.open.map((opening) => opening.slug)};
      actions.setGlobalData(data);
    },
  });
}
