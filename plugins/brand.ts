/**
 * The brand as the build's images and head tags need it: the colours come from
 * src/css/tokens.css and the logo from static/img/logo.svg, the same files the
 * pages use, so a change of palette or logo reaches the cards and icons too.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export type Brand = {
  /** static/img/logo.svg, as text. */
  logoSvg: string;
  /** Light theme `--color-brand`: the logo's teal. */
  primary: string;
  /** Dark theme `--color-brand`: teal that reads on the dark ink. */
  primaryOnDark: string;
  /** `--color-ink`: the dark ink of the footer and the cards. */
  ink: string;
  /** `--color-on-ink`: body text on the ink. */
  textOnInk: string;
  /** Dark theme `--color-sun`: the amber of the logo's underline. */
  accentOnDark: string;
  /** Dark theme `--color-surface`: the header bar in dark mode. */
  darkSurface: string;
};

const TOKENS_CSS = 'src/css/tokens.css';
const BLOCKS = {light: ':root', dark: "[data-theme='dark']"} as const;

/** The custom properties declared directly in one top-level block of a stylesheet. */
export function cssVariables(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) return new Map();
  const body = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
  );
}

export function readBrand(siteDir: string): Brand {
  const css = readFileSync(join(siteDir, TOKENS_CSS), 'utf8');
  const light = cssVariables(css, BLOCKS.light);
  const dark = cssVariables(css, BLOCKS.dark);
  const colour = (theme: keyof typeof BLOCKS, name: string): string => {
    const value = (theme === 'light' ? light : dark).get(name);
    if (!value) throw new Error(`${TOKENS_CSS}: ${BLOCKS[theme]} declares no --${name}.`);
    return value;
  };
  return {
    logoSvg: readFileSync(join(siteDir, 'static/img/logo.svg'), 'utf8'),
    primary: colour('light', 'color-brand'),
    primaryOnDark: colour('dark', 'color-brand'),
    ink: colour('light', 'color-ink'),
    textOnInk: colour('light', 'color-on-ink'),
    accentOnDark: colour('dark', 'color-sun'),
    darkSurface: colour('dark', 'color-surface'),
  };
}
