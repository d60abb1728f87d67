import {globSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {colord, extend} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import {THEME_COLOR} from '@site/src/config/themeColor';

extend([a11yPlugin]);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** `css` with its comments blanked out, keeping their line breaks so line numbers still hold. */
const withoutComments = (css: string) =>
  css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''));

/** The custom properties declared in the rule of tokens.css whose selector is `selector`. */
function tokensOf(css: string, selector: string): Map<string, string> {
  const source = withoutComments(css);
  const start = source.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`src/css/tokens.css has no "${selector} {" block`);
  const body = source.slice(source.indexOf('{', start) + 1, source.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
  );
}

const TOKENS_CSS = read('src/css/tokens.css');
const LIGHT = tokensOf(TOKENS_CSS, ':root');
// The dark theme overrides colours only; everything else it inherits from :root.
const THEMES = {
  light: LIGHT,
  dark: new Map([...LIGHT, ...tokensOf(TOKENS_CSS, "[data-theme='dark']")]),
};
type Theme = keyof typeof THEMES;

/** The colour a token holds in `theme`, following a var() to another token. */
function colourOf(theme: Theme, token: string): string {
  const value = THEMES[theme].get(token);
  if (value === undefined) throw new Error(`${theme}: ${token} is not declared in tokens.css`);
  const alias = /^var\((--[\w-]+)\)$/.exec(value);
  if (alias) return colourOf(theme, alias[1]);
  if (!colord(value).isValid()) throw new Error(`${theme}: ${token} is "${value}", not a colour`);
  return value;
}

/** WCAG 2.x contrast ratio, rounded down to two decimals (so 4.499 never passes as 4.5). */
const contrast = (theme: Theme, fg: string, bg: string) =>
  colord(colourOf(theme, fg)).contrast(colourOf(theme, bg));

const TEXT = 4.5; // WCAG 1.4.3 (large text too is held to 4.5)
const NON_TEXT = 3; // WCAG 1.4.11: a control's boundary, an icon, a focus ring
const SURFACES = ['--color-surface', '--color-surface-muted', '--color-surface-raised'];
const BRAND = ['--color-brand', '--color-brand-strong'];
// Each pair the components draw: [foregrounds, backgrounds, minimum, themes (both if none)].
// --color-brand also draws the focus ring and a hover border (3:1), held here to 4.5 as link
// text. --color-sun is decorative only (about 2:1 on the light surfaces): never text or a control.
// prettier-ignore
const PAIRS: [string[], string[], number, Theme[]?][] = [
  // body text, muted text and headings; brand-soft tints the hero behind its text
  [['--color-text', '--color-text-muted', '--color-heading'], [...SURFACES, '--color-brand-soft'], TEXT],
  [BRAND, SURFACES, TEXT], // links and their hover, leaders' titles, figures' values, categories
  [['--color-brand-strong'], ['--color-brand-soft'], NON_TEXT], // a card's icon on its tile
  [['--color-brand-strong'], ['--color-on-brand'], TEXT], // the closing call's primary action
  [['--color-on-brand'], BRAND, TEXT], // button labels, the closing call, the menu's highlight
  [['--color-on-brand'], ['--color-ink'], TEXT, ['light']], // the menu's highlight on hover
  [['--color-on-ink', '--color-on-ink-muted', '--color-on-ink-link'], ['--color-ink'], TEXT], // footer
  [['--color-border-strong'], SURFACES, NON_TEXT], // a control's boundary
  [['--color-accent'], [...SURFACES, '--color-accent-soft'], TEXT], // quote marks, figures' icons
  [['--color-ink'], ['--color-sun'], TEXT], // initials on a sun avatar
];

describe('given the colour tokens in src/css/tokens.css', () => {
  it.each(Object.keys(THEMES) as Theme[])('%s: each pair drawn reaches its contrast', (theme) => {
    const drawn = PAIRS.filter(([, , , themes]) => !themes || themes.includes(theme));
    const low = drawn.flatMap(([fgs, bgs, min]) =>
      fgs.flatMap((fg) => bgs.map((bg) => [fg, bg, contrast(theme, fg, bg), min] as const)),
    );
    expect(low.length).toBeGreaterThan(30);
    expect(
      low
        .filter(([, , ratio, min]) => ratio < min)
        .map(([fg, bg, ratio, min]) => `${fg} on ${bg}: ${ratio}:1 < ${min}:1`),
    ).toEqual([]);
  });

  it('let the dark theme override colours and shadows only', () => {
    const dark = tokensOf(TOKENS_CSS, "[data-theme='dark']");
    expect([...dark.keys()].filter((name) => !/^--(color|shadow)-/.test(name))).toEqual([]);
  });

  it("are the browser bar's theme-color and the web manifest's theme_color", () => {
    expect(THEME_COLOR).toEqual({
      light: colourOf('light', '--color-brand'),
      dark: colourOf('dark', '--color-surface'),
    });
    expect(JSON.parse(read('static/manifest.webmanifest'))).toMatchObject({
      theme_color: THEME_COLOR.light,
    });
  });
});

/** A length of rem and vw terms ("0.85rem + 1.8vw"), in px for a root size and a viewport width. */
function lengthOf(expression: string, root: number, width: number): number {
  const terms = [...expression.replace(/\s+/g, '').matchAll(/([+-]?[\d.]+)(rem|vw)/g)];
  if (terms.map(([term]) => term).join('') !== expression.replace(/\s+/g, '').replace(/^\+/, ''))
    throw new Error(`"${expression}" is not a sum of rem and vw terms`);
  return terms.reduce(
    (px, [, value, unit]) => px + Number(value) * (unit === 'rem' ? root : width / 100),
    0,
  );
}

/** A type step (`clamp(min, preferred, max)`, or that held under a cap: `min(clamp(…), cap)`). */
function stepOf(token: string) {
  const value = LIGHT.get(token);
  const match = value && /^(?:min\()?clamp\(([^,]+),([^,]+),([^)]+)\)(?:,([^)]+)\))?$/.exec(value);
  if (!match) throw new Error(`${token} is "${value}", not clamp(…) or min(clamp(…), cap)`);
  const [, low, preferred, high, cap] = match;
  const fluid = (root: number, width: number) =>
    Math.min(
      Math.max(lengthOf(low, root, width), lengthOf(preferred, root, width)),
      lengthOf(high, root, width),
    );
  return {
    cap,
    fluid,
    size: (root: number, width: number) =>
      Math.min(fluid(root, width), cap ? lengthOf(cap, root, width) : Infinity),
  };
}

const STEPS = ['--step--2', '--step--1', ...[0, 1, 2, 3, 4, 5, 6].map((n) => `--step-${n}`)];
const VIEWPORTS = Array.from({length: (1440 - 320) / 10 + 1}, (_, i) => 320 + 10 * i);

describe('given the type steps in src/css/tokens.css', () => {
  it('never caps body text or smaller', () => {
    expect(STEPS.slice(0, 3).filter((token) => stepOf(token).cap)).toEqual([]);
  });

  it('hold every step at its fluid size at default text from 320 px, and at 200 % from 768 px', () => {
    const bound = STEPS.flatMap((token) =>
      [16, 32].flatMap((root) =>
        VIEWPORTS.filter((width) => root === 16 || width >= 768)
          .filter(
            (width) => stepOf(token).size(root, width) < stepOf(token).fluid(root, width) - 0.01,
          )
          .map((width) => `${token} at ${width} px, root ${root} px`),
      ),
    );
    expect(bound).toEqual([]);
  });

  it('keep each step larger than the one below it, at 100, 150 and 200 % text on every width', () => {
    const disorder = [16, 24, 32].flatMap((root) =>
      VIEWPORTS.flatMap((width) =>
        STEPS.slice(1)
          .filter(
            (token, i) => stepOf(token).size(root, width) <= stepOf(STEPS[i]).size(root, width),
          )
          .map((token) => `${token} at ${width} px, root ${root} px`),
      ),
    );
    expect(disorder).toEqual([]);
  });

  it('hold the headings at 200 % text on a 390 px phone to sizes a long word fits in', () => {
    // What the caps are for: at 200 % text the body is 32 px; an uncapped hero title would be 98 px.
    expect(stepOf('--step-6').size(32, 390)).toBeLessThan(60);
    expect(stepOf('--step-5').size(32, 390)).toBeLessThan(50);
    expect(stepOf('--step-1').size(32, 390)).toBeGreaterThan(stepOf('--step-0').size(32, 390));
  });
});

// A translated page's tokens: English's, with the hero's title steps eased on narrow phones.
const TRANSLATED = tokensOf(TOKENS_CSS, ":root:not([lang='en'])");

/**
 * A translated hero's title step: its step, eased down on the narrowest phones to a floor
 * (`min(var(--step-n), max(floor, var(--step-n) - k * max(0px, Wpx - 100vw)))`).
 */
function titleStepOf(token: string) {
  const value = (TRANSLATED.get(token) ?? '').replace(/\s+/g, '');
  const match =
    /^min\(var\((--step-\d)\),max\(([\d.]+rem),var\(\1\)-([\d.]+)\*max\(0px,(\d+)px-100vw\)\)\)$/.exec(
      value,
    );
  if (!match) throw new Error(`${token} is "${value}", not min(var(--step-n), max(floor, …))`);
  const [, step, floor, rate, from] = match;
  return {
    step,
    size: (root: number, width: number) => {
      const full = stepOf(step).size(root, width);
      const eased = full - Number(rate) * Math.max(0, Number(from) - width);
      return Math.min(full, Math.max(lengthOf(floor, root, width), eased));
    },
  };
}

describe("given the hero's title steps in src/css/tokens.css", () => {
  it('are the steps themselves in English, eased only for a translation, where nothing else differs', () => {
    expect(LIGHT.get('--step-title')).toBe('var(--step-5)');
    expect(LIGHT.get('--step-title-home')).toBe('var(--step-6)');
    expect([...TRANSLATED.keys()].sort()).toEqual(['--step-title', '--step-title-home']);
  });

  // Each title's size at 320 px and default text, the width from which it is its step, and the
  // longest word its line must hold, in em of its size, measured in Chromium: en-XA's
  // "Ƒřḗḗḗḗŀȧȧƞƈḗḗřş" (/freelancers) 7.24 em, and on the home page "[Ƒřḗḗḗḗŀȧȧƞƈḗḗ" 6.59 em with
  // the bracket en-XA opens a string with (a page title's closing bracket may wrap at 390 px).
  const TITLES = {
    '--step-title': {at320: 32, from: 385, word: 7.25},
    '--step-title-home': {at320: 36, from: 420, word: 6.6},
  };
  // The hero's line, measured in Chromium at default text: 247 px at 320 px, 307 px at 390 px.
  const LINE = {320: 247, 390: 307};

  it('are 2rem and 2.25rem at 320 px, leaving the longest word a line of the hero at 320 and 390 px', () => {
    for (const [token, {at320}] of Object.entries(TITLES))
      expect(titleStepOf(token).size(16, 320)).toBeCloseTo(at320, 0);
    const broken = Object.entries(TITLES).flatMap(([token, {word}]) =>
      Object.entries(LINE)
        .filter(([width, line]) => word * titleStepOf(token).size(16, Number(width)) > line)
        .map(([width]) => `${token} at ${width} px`),
    );
    expect(broken).toEqual([]);
  });

  it('are their steps from where they join them, and at 200 % text on every width', () => {
    const apart = Object.entries(TITLES).flatMap(([token, {from}]) => {
      const title = titleStepOf(token);
      return [16, 24, 32].flatMap((root) =>
        VIEWPORTS.filter((width) => root === 32 || width >= from)
          .filter((width) => title.size(root, width) < stepOf(title.step).size(root, width) - 0.01)
          .map((width) => `${token} at ${width} px, root ${root} px`),
      );
    });
    expect(apart).toEqual([]);
  });

  it('stay above a section heading (--step-3) at every width', () => {
    const below = Object.keys(TITLES).flatMap((token) =>
      VIEWPORTS.filter(
        (width) => titleStepOf(token).size(16, width) <= stepOf('--step-3').size(16, width),
      ).map((width) => `${token} at ${width} px`),
    );
    expect(below).toEqual([]);
  });
});

// Custom properties no stylesheet declares: @radix-ui/react-toast sets the first on a toast while
// it is swiped (Notice/Toaster); the boot script the second on <html> (src/browser/bootScript.ts).
const SET_AT_RUNTIME = ['--radix-toast-swipe-move-x', '--splash-pace'];

// Infima's own variables (--ifm-*), as Docusaurus' classic theme loads them.
const INFIMA_CSS = 'node_modules/infima/dist/css/default/default.css';

type CssFile = {file: string; css: string};

/** The custom properties `css` declares. */
const declaredIn = (css: string) =>
  [...withoutComments(css).matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name);

/** Each var() in `files` whose property is not in `declared`, as "file:line: var(--name) ...". */
function undeclaredUses(files: CssFile[], declared: Set<string>): string[] {
  return files.flatMap(({file, css}) => {
    const source = withoutComments(css);
    return [...source.matchAll(/var\(\s*(--[\w-]+)/g)]
      .filter(([, name]) => !declared.has(name))
      .map(({1: name, index}) => {
        const line = source.slice(0, index).split('\n').length;
        return `${file}:${line}: var(${name}) is declared nowhere (src/css, a CSS module, Infima) and set by nothing at runtime`;
      });
  });
}

describe('given every var() in the stylesheets under src/', () => {
  const files = globSync('src/**/*.css', {cwd: ROOT})
    .sort()
    .map((file) => ({file, css: read(file)}));
  const declared = new Set([
    ...files.flatMap(({css}) => declaredIn(css)),
    ...declaredIn(read(INFIMA_CSS)),
    ...SET_AT_RUNTIME,
  ]);

  it('uses only custom properties that something declares', () => {
    expect(files.map(({file}) => file)).toEqual(
      expect.arrayContaining(['src/css/tokens.css', 'src/css/custom.css']),
    );
    expect(undeclaredUses(files, declared)).toEqual([]);
  });

  it('names the file and the property of a use left behind by a rename', () => {
    // What renaming --site-surface-muted to --color-surface-muted once left in two modules.
    const renamed = {
      file: 'src/components/Blog/ArticleImage/styles.module.css',
      css: '.frame {\n  aspect-ratio: 3 / 2;\n  background: var(--site-surface-muted);\n}\n',
    };
    expect(undeclaredUses([renamed], declared)).toEqual([
      expect.stringMatching(
        /^src\/components\/Blog\/ArticleImage\/styles\.module\.css:3: var\(--site-surface-muted\) is declared nowhere/,
      ),
    ]);
  });

  it('lists no runtime exception that no stylesheet uses any more', () => {
    const used = new Set(files.flatMap(({css}) => css.match(/--[\w-]+/g) ?? []));
    expect(SET_AT_RUNTIME.filter((name) => !used.has(name))).toEqual([]);
  });
});
