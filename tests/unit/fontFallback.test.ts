import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createFontStack, type FontMetrics} from '@capsizecss/core';
import {fromFile} from '@capsizecss/unpack/fs';
import {describe, expect, it} from 'vitest';

// The local fonts' metrics (units per em and vertical metrics from their hhea and OS/2 tables,
// xWidthAvg as capsize weighs Latin letters): Arial's as @capsizecss/metrics 4.3.0 lists them;
// DejaVu Sans' measured from Debian's fonts-dejavu-core 2.37 with @capsizecss/unpack.
const metrics = (familyName: string, postscriptName: string, numbers: number[]) => {
  const [ascent, descent, lineGap, unitsPerEm, xWidthAvg, capHeight, xHeight] = numbers;
  return {
    familyName,
    fullName: familyName,
    postscriptName,
    ascent,
    descent,
    lineGap,
    unitsPerEm,
    xWidthAvg,
    capHeight,
    xHeight,
  };
};
// ascent, descent, lineGap, unitsPerEm, xWidthAvg, capHeight, xHeight
const ARIAL = metrics('Arial', 'ArialMT', [1854, -434, 67, 2048, 913, 1467, 1062]);
const DEJAVU_SANS = metrics('DejaVu Sans', 'DejaVuSans', [1901, -483, 0, 2048, 1041, 1493, 1120]);
const FALLBACKS: [string, FontMetrics][] = [
  ['Figtree Fallback', ARIAL],
  ['Figtree Fallback DejaVu', DEJAVU_SANS],
];

// Figtree's weight 400, the body text's: the variable file's default instance is the light one.
const {resolve} = createRequire(import.meta.url);
const FIGTREE = resolve('@fontsource/figtree/files/figtree-latin-400-normal.woff2');
/** Each override as capsize's style object names it, and as the CSS writes it. */
const OVERRIDES = [
  ['ascentOverride', 'ascent-override'],
  ['descentOverride', 'descent-override'],
  ['lineGapOverride', 'line-gap-override'],
  ['sizeAdjust', 'size-adjust'],
] as const;
const CSS = readFileSync('src/css/fontFallback.css', 'utf8');

describe('the brand typeface', () => {
  it("preloads Fontsource's own Latin file, copied to static/fonts/ (copy it again after an upgrade)", () => {
    const file = 'figtree-latin-wght-normal.woff2';
    expect(readFileSync(`static/fonts/${file}`)).toEqual(
      readFileSync(resolve(`@fontsource-variable/figtree/files/${file}`)),
    );
  });

  it('has fallbacks (src/css/fontFallback.css) resized to its metrics, so the swap moves no line', async () => {
    const figtree = await fromFile(FIGTREE);
    for (const [face, metrics] of FALLBACKS) {
      const [{'@font-face': expected}] = createFontStack([figtree, metrics], {
        fontFaceFormat: 'styleObject',
      }).fontFaces;
      const block = CSS.slice(CSS.indexOf(`font-family: '${face}'`)).split('}')[0];
      for (const [key, property] of OVERRIDES) {
        const written = new RegExp(`${property}: ([\\d.]+%)`).exec(block)?.[1];
        expect(written, `${face}: ${property}`).toBe(expected[key]);
      }
    }
  });
});
