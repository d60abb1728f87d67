import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createFontStack, type FontMetrics} from '@capsizecss/core';
import {fromFile} from '@capsizecss/unpack/fs';

// The local fonts' metrics: Arial's as @capsizecss/metrics 4.3.0 lists them; DejaVu Sans' measured
// from Debian's fonts-dejavu-core 2.37 with @capsizecss/unpack.
const KEYS = ['ascent', 'descent', 'lineGap', 'unitsPerEm', 'xWidthAvg', 'capHeight', 'xHeight'];
const metrics = (familyName: string, numbers: number[]) =>
  ({familyName, ...Object.fromEntries(KEYS.map((key, i) => [key, numbers[i]]))}) as FontMetrics;
const FALLBACKS: [string, FontMetrics][] = [
  ['Figtree Fallback', metrics('Arial', [1854, -434, 67, 2048, 913, 1467, 1062])],
  ['Figtree Fallback DejaVu', metrics('DejaVu Sans', [1901, -483, 0, 2048, 1041, 1493, 1120])],
];
const {resolve} = createRequire(import.meta.url);

it("preloads Fontsource's own Latin file, copied to static/fonts/ (copy it again after an upgrade)", () => {
  const file = 'figtree-latin-wght-normal.woff2';
  expect(readFileSync(`static/fonts/${file}`)).toEqual(
    readFileSync(resolve(`@fontsource-variable/figtree/files/${file}`)),
  );
});

it('has fallbacks (src/css/fontFallback.css) resized to its metrics, so the swap moves no line', async () => {
  // Figtree's weight 400, the body text's: the variable file's default instance is the light one.
  const figtree = await fromFile(
    resolve('@fontsource/figtree/files/figtree-latin-400-normal.woff2'),
  );
  const css = readFileSync('src/css/fontFallback.css', 'utf8');
  for (const [face, fallback] of FALLBACKS) {
    const [{'@font-face': expected}] = createFontStack([figtree, fallback], {
      fontFaceFormat: 'styleObject',
    }).fontFaces;
    const block = css.slice(css.indexOf(`font-family: '${face}'`)).split('}')[0];
    for (const key of ['ascentOverride', 'descentOverride', 'lineGapOverride', 'sizeAdjust']) {
      const property = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const written = new RegExp(`${property}: ([\\d.]+%)`).exec(block)?.[1];
      expect(written, `${face}: ${property}`).toBe(expected[key as 'sizeAdjust']);
    }
  }
});
