/**
 * One page's social card: 1200 × 630, the size Open Graph and X (Twitter)
 * show large. The brand's dark ink, the logo and name, the page's own title and
 * description, and the site's address under the logo's amber bar. Drawn with
 * satori (HTML and CSS as React elements to SVG) and resvg (SVG to PNG).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import {createElement as h, type CSSProperties, type ReactNode} from 'react';
import satori, {type SatoriOptions} from 'satori';

export const CARD_SIZE = {width: 1200, height: 630};

export type CardText = {
  /** The page the card is for, named in errors: a route or a built file. */
  page: string;
  /** The page's `<title>`; a trailing "| Brand" is left off, since the card shows the brand. */
  title: string | undefined;
  description: string | undefined;
};

/**
 * The brand from the files the pages use, src/css/tokens.css and static/img/logo.svg, so a
 * change of palette or logo reaches the cards too.
 */
export function readBrand(siteDir: string) {
  const css = readFileSync(join(siteDir, 'src/css/tokens.css'), 'utf8');
  /** A custom property declared directly in one top-level block of the stylesheet. */
  const colour = (block: ':root' | "[data-theme='dark']", name: string): string => {
    const start = css.indexOf(`${block} {`);
    const body = start === -1 ? '' : css.slice(start, css.indexOf('}', start));
    const value = new RegExp(`(?<![\\w-])--${name}:\\s*([^;]+);`).exec(body)?.[1];
    if (!value) throw new Error(`src/css/tokens.css: ${block} declares no --${name}.`);
    return value.trim();
  };
  return {
    logoSvg: readFileSync(join(siteDir, 'static/img/logo.svg'), 'utf8'),
    /** The logo's teal, and the teal that reads on the dark ink. */
    primary: colour(':root', 'color-brand'),
    primaryOnDark: colour("[data-theme='dark']", 'color-brand'),
    /** The dark ink of the footer and the cards, and body text on it. */
    ink: colour(':root', 'color-ink'),
    textOnInk: colour(':root', 'color-on-ink'),
    /** The amber of the logo's underline. */
    accentOnDark: colour("[data-theme='dark']", 'color-sun'),
  };
}

export type CardSite = {brand: ReturnType<typeof readBrand>; brandName: string; host: string};

type Fonts = SatoriOptions['fonts'];

// Figtree, the site's own typeface (SIL Open Font License), from the @fontsource/figtree
// package: satori reads TTF, OTF and WOFF, not WOFF2 or variable fonts, so the cards use its
// static instances of the two weights they show.
let fonts: Fonts | undefined;
function cardFonts(): Fonts {
  const font = (weight: number) =>
    readFileSync(
      createRequire(import.meta.url).resolve(
        `@fontsource/figtree/files/figtree-latin-${weight}-normal.woff`,
      ),
    );
  fonts ??= [
    {name: 'Figtree', data: font(400), weight: 400, style: 'normal'},
    {name: 'Figtree', data: font(800), weight: 800, style: 'normal'},
  ];
  return fonts;
}

export class SocialCardError extends Error {
  constructor(page: string, problem: string) {
    super(`Social card for ${page}: ${problem}`);
    this.name = 'SocialCardError';
  }
}

/** The heading a card shows: the title without the "| Brand" the site adds to every page. */
function cardHeading(title: string, brandName: string): string {
  const suffix = ` | ${brandName}`;
  return title.endsWith(suffix) && title.length > suffix.length
    ? title.slice(0, -suffix.length)
    : title;
}

const div = (style: CSSProperties, ...children: ReactNode[]) => h('div', {style}, ...children);

function cardLayout(heading: string, description: string, {brand, brandName, host}: CardSite) {
  const logo = `data:image/svg+xml;base64,${Buffer.from(brand.logoSvg).toString('base64')}`;
  return div(
    {
      display: 'flex',
      flexDirection: 'column',
      width: CARD_SIZE.width,
      height: CARD_SIZE.height,
      padding: '64px 80px',
      boxSizing: 'border-box',
      borderTop: `12px solid ${brand.primary}`,
      backgroundColor: brand.ink,
      color: '#ffffff',
      fontFamily: 'Figtree',
    },
    div(
      {display: 'flex', alignItems: 'center'},
      h('img', {src: logo, width: 72, height: 72}),
      div({marginLeft: 24, fontSize: 40, fontWeight: 800, letterSpacing: '-0.01em'}, brandName),
    ),
    div(
      {display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1},
      div(
        {fontSize: 68, fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em', lineClamp: 2},
        heading,
      ),
      div(
        {marginTop: 28, fontSize: 30, lineHeight: 1.4, color: brand.textOnInk, lineClamp: 3},
        description,
      ),
    ),
    div(
      {display: 'flex', alignItems: 'center'},
      div({width: 96, height: 10, borderRadius: 5, backgroundColor: brand.accentOnDark}),
      div({marginLeft: 24, fontSize: 28, fontWeight: 800, color: brand.primaryOnDark}, host),
    ),
  );
}

export type Card = {png: Buffer; /** What the card shows, for og:image:alt. */ alt: string};

/** The card as a PNG; a page without a title or a description fails with the page named. */
export async function renderCard(text: CardText, site: CardSite): Promise<Card> {
  const title = text.title?.trim();
  const description = text.description?.trim();
  if (!title) throw new SocialCardError(text.page, 'the page has no <title>.');
  if (!description) throw new SocialCardError(text.page, 'the page has no meta description.');
  const heading = cardHeading(title, site.brandName);
  const svg = await satori(cardLayout(heading, description, site), {
    ...CARD_SIZE,
    fonts: cardFonts(),
  });
  return {
    png: new Resvg(svg, {fitTo: {mode: 'original'}}).render().asPng(),
    alt: `${site.brandName}: ${heading}`,
  };
}
