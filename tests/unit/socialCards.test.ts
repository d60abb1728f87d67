import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {
  readBrand,
  renderCard,
  SocialCardError,
  type CardSite,
} from '@site/plugins/social-cards/card';
import {readPageText, withCardTags} from '@site/plugins/social-cards/pageHead';
import socialCards from '@site/plugins/social-cards';
import {pngSize} from '../pngSize';

const SITE: CardSite = {
  brand: readBrand(process.cwd()),
  brandName: 'Talentlane',
  host: 'www.talentlane.example',
};

/** A page head as Docusaurus minifies it: unquoted attributes, a raw "&" in the title. */
function builtPage(title: string, description: string): string {
  return (
    '<!doctype html><html lang=en><head><meta charset=UTF-8>' +
    `<title data-rh=true>${title}</title>` +
    `<meta data-rh=true name=description content="${description}"/>` +
    '<link rel=stylesheet href=/assets/css/styles.css /></head><body><main>Hello</main></body></html>'
  );
}

const DESCRIPTION =
  'How Talentlane protects freelancers and clients: manual review, no upfront fees and protected data.';

describe('given a page title and description', () => {
  it('renders a 1200 × 630 PNG whose alt text names the brand and the page', async () => {
    const page = {
      page: '/trust-safety',
      title: 'Trust & Safety | Talentlane',
      description: DESCRIPTION,
    };
    const card = await renderCard(page, SITE);
    expect(pngSize(card.png)).toEqual({width: 1200, height: 630});
    expect(card.alt).toBe('Talentlane: Trust & Safety');
  });

  it('fails for a page without a title or a description, naming the page', async () => {
    const untitled = renderCard(
      {page: '/about (about.html)', title: ' ', description: DESCRIPTION},
      SITE,
    );
    await expect(untitled).rejects.toThrow(SocialCardError);
    await expect(untitled).rejects.toThrow(
      'Social card for /about (about.html): the page has no <title>.',
    );
    const undescribed = renderCard(
      {page: '/rules', title: 'Rules | Talentlane', description: undefined},
      SITE,
    );
    await expect(undescribed).rejects.toThrow(
      'Social card for /rules: the page has no meta description.',
    );
  });
});

describe('given a built page', () => {
  const html = builtPage('Trust & Safety | Talentlane', DESCRIPTION);

  it('reads its title and description as the visitor sees them', () => {
    expect(readPageText(html)).toEqual({
      title: 'Trust & Safety | Talentlane',
      description: DESCRIPTION,
    });
    expect(readPageText('<html><head></head></html>')).toEqual({});
  });

  it('adds the card tags once, escaped, at the end of the head', () => {
    const imageUrl = 'https://www.talentlane.example/img/social/trust-safety.png';
    const tagged = withCardTags(
      html,
      {imageUrl, alt: 'Talentlane: "Trust" & Safety'},
      '/trust-safety',
    );
    const head = tagged.slice(0, tagged.indexOf('</head>'));
    expect(
      head.endsWith(
        '<meta property="og:image" content="https://www.talentlane.example/img/social/trust-safety.png">' +
          '<meta property="og:image:type" content="image/png">' +
          '<meta property="og:image:width" content="1200">' +
          '<meta property="og:image:height" content="630">' +
          '<meta property="og:image:alt" content="Talentlane: &quot;Trust&quot; &amp; Safety">' +
          '<meta name="twitter:image" content="https://www.talentlane.example/img/social/trust-safety.png">' +
          '<meta name="twitter:image:alt" content="Talentlane: &quot;Trust&quot; &amp; Safety">',
      ),
    ).toBe(true);
    expect(tagged.slice(tagged.indexOf('</head>'))).toBe(html.slice(html.indexOf('</head>')));
  });

  it('refuses a page that already names an image of its own', () => {
    const withImage = html.replace('</head>', '<meta property=og:image content=/img/a.png></head>');
    expect(() =>
      withCardTags(withImage, {imageUrl: 'https://x.example/a.png', alt: 'a'}, '/blog (blog.html)'),
    ).toThrow('Social card for /blog (blog.html): the page already sets og:image');
  });
});

describe('given the social-cards plugin after a build', () => {
  let outDir: string;
  const context = {
    siteDir: process.cwd(),
    siteConfig: {title: 'Talentlane', url: 'https://www.talentlane.example', baseUrl: '/'},
  } as LoadContext;
  const postBuild = (routes: string[]) =>
    socialCards({routes})(context).postBuild!({outDir} as never);

  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'social-cards-'));
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(outDir, {recursive: true, force: true});
  });

  it('writes a card for each route and names it in the page', async () => {
    await writeFile(
      join(outDir, 'index.html'),
      builtPage('Freelance work | Talentlane', DESCRIPTION),
    );
    await writeFile(join(outDir, 'about.html'), builtPage('About Us | Talentlane', DESCRIPTION));
    await postBuild(['/', '/about']);
    for (const [page, card] of [
      ['index.html', 'home.png'],
      ['about.html', 'about.png'],
    ] as const) {
      const png = await readFile(join(outDir, 'img/social', card));
      expect(pngSize(png)).toEqual({width: 1200, height: 630});
      expect(await readFile(join(outDir, page), 'utf8')).toContain(
        `<meta property="og:image" content="https://www.talentlane.example/img/social/${card}">`,
      );
    }
  });

  it('fails naming a route the build has no page for', async () => {
    await expect(postBuild(['/investors'])).rejects.toThrow(
      'Social card for /investors (investors.html): the build has no such page.',
    );
  });
});
