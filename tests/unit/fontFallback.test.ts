import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {FALLBACK_CSS_PATH, fallbackCss} from '../../scripts/font-fallback.mjs';

describe('the brand typeface fallback (src/css/fontFallback.css)', () => {
  it("is what scripts/font-fallback.mjs computes from the fonts' metrics: rerun it after a change", () => {
    expect(readFileSync(FALLBACK_CSS_PATH, 'utf8')).toBe(fallbackCss());
  });

  it('resizes both local fallbacks to Figtree, so the swap moves no line', () => {
    const css = fallbackCss();
    for (const face of ['Figtree Fallback', 'Figtree Fallback DejaVu']) {
      const block = css.slice(css.indexOf(`font-family: '${face}'`)).split('}')[0];
      expect(block, face).toMatch(/size-adjust: \d+(\.\d+)?%/);
      expect(block, face).toMatch(/ascent-override: \d+(\.\d+)?%/);
      expect(block, face).toMatch(/descent-override: \d+(\.\d+)?%/);
    }
  });
});
