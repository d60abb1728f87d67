/**
 * What a search engine and a link preview read in each page's head, as built (SPEC section 4):
 * its own title, description, canonical URL and Open Graph tags, and one h1. The per-page
 * checks take the routes and one opening's page, since the ten come from one template; the
 * checks across pages take every page. That the tags stay once hydrated: social-cards.spec.ts.
 */
import {ROUTES} from '@site/src/data/routes';
import {JOBS, PAGES} from '../e2e/openings';
import {BUILD_DIR, builtFile, builtPage, builtPages, FACTS, pageFile} from './builtSite';

const BRAND = FACTS.brandName;

/** The tags a page's head names it by, each as the list of values found (one, if all is well). */
function headOf(route: string) {
  const $ = builtPage(route);
  const values = (selector: string, attribute: string) =>
    $(`head ${selector}`)
      .map((_, tag) => $(tag).attr(attribute))
      .get();
  return {
    title: $('head > title')
      .map((_, title) => $(title).text())
      .get(),
    description: values('meta[name="description"]', 'content'),
    canonical: values('link[rel="canonical"]', 'href'),
    ogUrl: values('meta[property="og:url"]', 'content'),
    ogTitle: values('meta[property="og:title"]', 'content'),
    ogDescription: values('meta[property="og:description"]', 'content'),
  };
}

describe.each([...ROUTES, JOBS.routes[0]])('given %s as built', (route) => {
  it('has one title, naming the brand once', () => {
    const {title} = headOf(route);
    expect(title).toHaveLength(1);
    expect(title[0].split(BRAND), `"${title[0]}" names ${BRAND} once`).toHaveLength(2);
  });

  it('has one description of at least 50 characters', () => {
    expect(headOf(route).description).toEqual([expect.stringMatching(/^.{50,}$/)]);
  });

  it('names its own address as canonical, and Open Graph names the same', () => {
    const {canonical, ogUrl} = headOf(route);
    expect(canonical).toEqual([`${FACTS.siteUrl}${route}`]);
    expect(ogUrl).toEqual(canonical);
  });

  it('gives Open Graph its title and its description', () => {
    const {title, description, ogTitle, ogDescription} = headOf(route);
    expect(ogTitle).toEqual(title);
    expect(ogDescription).toEqual(description);
  });

  it('has one h1', () => {
    expect(builtPage(route)('h1')).toHaveLength(1);
  });
});

describe('given every page as built', () => {
  it('every opening has its page, the ten the careers page is written for', () => {
    expect(JOBS.routes).toHaveLength(10);
    expect(builtPages(BUILD_DIR)).toEqual(expect.arrayContaining(JOBS.routes.map(pageFile)));
  });

  it('no two pages share a title, a description, a canonical URL or an Open Graph tag', () => {
    const heads = PAGES.map((route) => ({route, ...headOf(route)}));
    for (const key of [
      'title',
      'description',
      'canonical',
      'ogUrl',
      'ogTitle',
      'ogDescription',
    ] as const) {
      const owners = new Map<string, string>();
      for (const head of heads) {
        const [value] = head[key];
        expect(value, `${head.route} has a ${key}`).toBeDefined();
        expect(
          owners.get(value),
          `${head.route} repeats the ${key} of ${owners.get(value)}`,
        ).toBeUndefined();
        owners.set(value, head.route);
      }
    }
  });

  it('every built file, the 404 page and the editor’s included, has a title of its own naming the brand once', () => {
    const pages = builtPages(BUILD_DIR);
    expect(pages, 'the routes are missing from the build').toEqual(
      expect.arrayContaining(['index.html', 'freelancers.html', '404.html']),
    );
    const problems: string[] = [];
    const owners = new Map<string, string>();
    for (const file of pages) {
      const title = builtFile(file)
        .toString('utf8')
        .match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
      if (!title?.trim()) {
        problems.push(`${file}: no <title>`);
        continue;
      }
      const brands = title.split(BRAND).length - 1;
      if (brands !== 1) problems.push(`${file}: "${title}" names ${BRAND} ${brands} times`);
      const owner = owners.get(title);
      if (owner) problems.push(`${file}: "${title}" is also the title of ${owner}`);
      owners.set(title, file);
    }
    expect(problems).toEqual([]);
  });
});

describe('given a search engine', () => {
  // SPEC section 2: the sixteen routes and the openings' pages, unless they say noindex.
  it('sitemap.xml lists the sixteen routes and each opening’s page that may be indexed', () => {
    const xml = builtFile('sitemap.xml').toString('utf8');
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    const indexable = JOBS.routes.filter(
      (route) => builtPage(route)('meta[name="robots"][content*="noindex"]').length === 0,
    );
    expect(paths.sort()).toEqual([...ROUTES, ...indexable].sort());
  });

  it('robots.txt names the sitemap by its absolute URL', () => {
    expect(builtFile('robots.txt').toString('utf8').split('\n')).toContain(
      `Sitemap: ${FACTS.siteUrl}/sitemap.xml`,
    );
  });
});
