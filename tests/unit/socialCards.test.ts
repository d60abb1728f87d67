// The cards as built (size, tags, alt text) are tests/built/head.test.ts'; here, what no page shows.
import type {LoadContext} from '@docusaurus/types';
import {readBrand, renderCard, SocialCardError} from '@site/plugins/social-cards/card';
import {withCardTags} from '@site/plugins/social-cards/pageHead';
import socialCards from '@site/plugins/social-cards';

const SITE = {brand: readBrand(process.cwd()), brandName: 'Talentlane', host: 'x.example'};
const HEAD = '<html><head><title>Trust</title></head><body></body></html>';

it('fails for a page without a title or a description, naming the page', async () => {
  const description = 'How Talentlane protects freelancers and clients.';
  const untitled = renderCard({page: '/about (about.html)', title: ' ', description}, SITE);
  await expect(untitled).rejects.toThrow(SocialCardError);
  await expect(untitled).rejects.toThrow(
    'Social card for /about (about.html): the page has no <title>.',
  );
  const undescribed = renderCard({page: '/rules', title: 'Rules', description: undefined}, SITE);
  await expect(undescribed).rejects.toThrow(
    'Social card for /rules: the page has no meta description.',
  );
});

it('escapes the alt text, and refuses a page that already names an image of its own', () => {
  const tags = {imageUrl: 'https://x.example/a.png', alt: 'Talentlane: "Trust" & Safety'};
  expect(withCardTags(HEAD, tags, '/trust-safety')).toContain(
    '<meta property="og:image:alt" content="Talentlane: &quot;Trust&quot; &amp; Safety">',
  );
  const withImage = HEAD.replace('</head>', '<meta property=og:image content=/img/a.png></head>');
  expect(() => withCardTags(withImage, tags, '/blog (blog.html)')).toThrow(
    'Social card for /blog (blog.html): the page already sets og:image',
  );
});

it('fails naming a route the build has no page for', async () => {
  const context = {siteDir: process.cwd(), siteConfig: {url: 'https://x.example', baseUrl: '/'}};
  const plugin = socialCards({routes: ['/investors']})(context as LoadContext);
  await expect(plugin.postBuild!({outDir: '/nonexistent'} as never)).rejects.toThrow(
    'Social card for /investors (investors.html): the build has no such page.',
  );
});
