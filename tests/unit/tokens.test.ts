import {globSync, readFileSync} from 'node:fs';
import {colord, extend} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import {THEME_COLOR} from '@site/src/config/themeColor';

extend([a11yPlugin]);

const read = (path: string) => readFileSync(path, 'utf8');

// Comments blanked out, their line breaks kept so line numbers still hold.
const withoutComments = (css: string) =>
  css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''));

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

function colourOf(theme: Theme, token: string): string {
  const value = THEMES[theme].get(token) ?? `${token}, declared nowhere`;
  const alias = /^var\((--[\w-]+)\)$/.exec(value);
  if (alias) return colourOf(theme, alias[1]);
  if (!colord(value).isValid()) throw new Error(`${theme}: ${token} is "${value}", not a colour`);
  return value;
}

// WCAG 2.x, rounded down to two decimals (4.499 never passes as 4.5).
const contrast = (theme: Theme, fg: string, bg: string) =>
  colord(colourOf(theme, fg)).contrast(colourOf(theme, bg));

const TEXT = 4.5; // WCAG 1.4.3 (large text too is held to 4.5)
const NON_TEXT = 3; // WCAG 1.4.11: a control's boundary, an icon, a focus ring
const SURFACES = 'surface surface-muted surface-raised';
// Each pair the components draw, without --color-: foregrounds, backgrounds, minimum, theme if one.
// brand also draws the focus ring and a hover border (3:1), held here to 4.5 as link text.
// sun is decorative only (about 2:1 on the light surfaces): never text or a control.
const PAIRS: [string, string, number, Theme?][] = [
  ['text text-muted heading', `${SURFACES} brand-soft`, TEXT], // brand-soft: the hero's tint
  ['brand brand-strong', SURFACES, TEXT], // links, leaders' titles, figures' values, categories
  ['brand-strong', 'brand-soft', NON_TEXT], // a card's icon on its tile
  ['brand-strong', 'on-brand', TEXT], // the closing call's primary action
  ['on-brand', 'brand brand-strong', TEXT], // button labels, the closing call, the menu's highlight
  ['on-brand', 'ink', TEXT, 'light'], // the menu's highlight on hover
  ['on-ink on-ink-muted on-ink-link', 'ink', TEXT], // the footer
  ['border-strong', SURFACES, NON_TEXT], // a control's boundary
  ['accent', `${SURFACES} accent-soft`, TEXT], // quote marks, figures' icons
  ['ink', 'sun', TEXT], // initials on a sun avatar
];
const each = (names: string) => names.split(' ').map((name) => `--color-${name}`);

it.each(Object.keys(THEMES) as Theme[])('%s: each pair drawn reaches its contrast', (theme) => {
  const drawn = PAIRS.filter(([, , , only]) => (only ?? theme) === theme).flatMap(([fg, bg, min]) =>
    each(fg).flatMap((f) => each(bg).map((b) => [f, b, contrast(theme, f, b), min] as const)),
  );
  expect(drawn.length).toBeGreaterThan(30);
  const low = drawn.filter(([, , ratio, min]) => ratio < min);
  expect(low.map(([f, b, ratio, min]) => `${f} on ${b}: ${ratio}:1 < ${min}:1`)).toEqual([]);
});

it("the colour tokens override only colours and shadows in the dark theme; are the browser bar's and the manifest's theme colour", () => {
  const dark = tokensOf(TOKENS_CSS, "[data-theme='dark']");
  expect([...dark.keys()].filter((name) => !/^--(color|shadow)-/.test(name))).toEqual([]);
  expect(THEME_COLOR).toEqual({
    light: colourOf('light', '--color-brand'),
    dark: colourOf('dark', '--color-surface'),
  });
  const manifest = JSON.parse(read('static/manifest.webmanifest'));
  expect(manifest.theme_color).toBe(THEME_COLOR.light);
});

/** A length (rem, vw, px; + - *; min, max, clamp; var) in px for a root size and viewport width. */
function px(value: string, root: number, width: number): number {
  const js = value
    .replace(/var\((--[\w-]+)\)/g, (_, name) => `(${px(LIGHT.get(name) ?? 'NaN', root, width)})`)
    .replace(/([\d.]+)(rem|vw|px)/g, (_, n, unit) => {
      return `(${n} * ${{rem: root, vw: width / 100, px: 1}[unit as 'px']})`;
    });
  if (!/^(clamp|min|max|[\d\s.()*+,-])*$/.test(js)) throw new Error(`"${value}" is not a length`);
  const clamp = (low: number, preferred: number, high: number) =>
    Math.min(Math.max(low, preferred), high);
  return new Function('clamp', 'min', 'max', `return ${js};`)(clamp, Math.min, Math.max);
}
const size = (token: string, root: number, width: number) => px(`var(${token})`, root, width);
// A step's fluid size: its clamp(…) without the cap it may be held under (`min(clamp(…), cap)`).
const fluid = (token: string, root: number, width: number) =>
  px(LIGHT.get(token)!.replace(/^min\((clamp\(.*\)),[^,]+\)$/, '$1'), root, width);

const STEPS = ['--step--2', '--step--1', ...[0, 1, 2, 3, 4, 5, 6].map((n) => `--step-${n}`)];
const VIEWPORTS = Array.from({length: (1440 - 320) / 10 + 1}, (_, i) => 320 + 10 * i);
/** "token at width px, root px" for each case where `fails` holds. */
const where = (roots: number[], fails: (t: string, r: number, w: number) => boolean) =>
  roots.flatMap((r) =>
    STEPS.flatMap((t) =>
      VIEWPORTS.filter((w) => fails(t, r, w)).map((w) => `${t} at ${w} px, root ${r} px`),
    ),
  );

it('the type steps in src/css/tokens.css cap no step to body text, hold each at its fluid size from 320 px (at 200 % from 768) and above the one below it', () => {
  expect(STEPS.slice(0, 3).filter((token) => LIGHT.get(token)!.startsWith('min('))).toEqual([]);
  const capped = (t: string, r: number, w: number) =>
    (r === 16 || w >= 768) && size(t, r, w) < fluid(t, r, w) - 0.01;
  expect(where([16, 32], capped)).toEqual([]);
  // Each step larger than the one below it, at 100, 150 and 200 % text on every width.
  const below = (t: string, r: number, w: number) =>
    t !== STEPS[0] && size(t, r, w) <= size(STEPS[STEPS.indexOf(t) - 1], r, w);
  expect(where([16, 24, 32], below)).toEqual([]);
});

// Set at runtime, declared by no stylesheet: by @radix-ui/react-toast on a toast while it is
// swiped (Notice/Toaster), by the boot script on <html> (src/browser/bootScript.ts).
const RUNTIME = ['--radix-toast-swipe-move-x', '--splash-pace'];
const files = globSync('src/**/*.css').map((file) => ({file, css: read(file)}));
// Infima's own variables (--ifm-*), as Docusaurus' classic theme loads them.
const infima = read('node_modules/infima/dist/css/default/default.css');
const declared = new Set(
  [...files.map(({css}) => css), infima]
    .flatMap((css) => withoutComments(css).match(/--[\w-]+(?=\s*:)/g) ?? [])
    .concat(RUNTIME),
);
const undeclared = (list: {file: string; css: string}[]) =>
  list.flatMap(({file, css}) =>
    [...withoutComments(css).matchAll(/var\(\s*(--[\w-]+)/g)]
      .filter(([, name]) => !declared.has(name))
      .map(({1: name, index}) => `${file}:${css.slice(0, index).split('\n').length}: ${name}`),
  );

it('every var() in the stylesheets under src/ uses only custom properties something declares, naming the file and line of one left', () => {
  expect(files.map(({file}) => file)).toContain('src/css/custom.css');
  expect(undeclared(files)).toEqual([]);
  const css = '.frame {\n  aspect-ratio: 3 / 2;\n  background: var(--site-surface-muted);\n}';
  expect(undeclared([{file: 'a.css', css}])).toEqual(['a.css:3: --site-surface-muted']);
  const used = files.flatMap(({css}) => css.match(/--[\w-]+/g) ?? []);
  expect(
    RUNTIME.filter((name) => !used.includes(name)),
    'set at runtime, used nowhere',
  ).toEqual([]);
});
