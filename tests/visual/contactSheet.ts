import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROUTES} from '@site/src/data/routes';
import {test} from '../e2e/fixtures';
import {gotoStill, holdStill, THEMES} from '../e2e/still';

// `npm run contact-sheet`: a script, not a test (it asserts nothing, and `npm test` neither runs
// nor counts it). Playwright's runner drives it for the page helpers the tests use: every route,
// full length, in both themes at each width, for a reviewer to look at side by side.
const SHEET_DIR = 'screenshots';
const SHEET_WIDTHS = [320, 390, 768, 1280];

const pictureName = (route: string, theme: string, width: number): string =>
  `${route === '/' ? 'home' : route.slice(1)}-${theme}-${width}.png`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One HTML page with every picture the contact sheet took. */
function writeSheet(): void {
  const columns = THEMES.flatMap((theme) => SHEET_WIDTHS.map((width) => ({theme, width})));
  const head = columns.map(({theme, width}) => `<th>${theme} ${width} px</th>`).join('');
  const rows = ROUTES.map((route) => {
    const cells = columns.map(({theme, width}) => {
      const file = pictureName(route, theme, width);
      if (!existsSync(join(SHEET_DIR, file))) return '<td class="missing">not taken</td>';
      return `<td><a href="${file}"><img src="${file}" alt="${escape(route)} in ${theme}, ${width} px wide" loading="lazy" width="${width / 4}"></a></td>`;
    });
    return `<tr><th scope="row">${escape(route)}</th>${cells.join('')}</tr>`;
  });
  writeFileSync(
    join(SHEET_DIR, 'index.html'),
    `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Talentlane contact sheet</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1rem; }
  table { border-collapse: collapse; }
  th, td { vertical-align: top; padding: 0.5rem; border: 1px solid #ccc; }
  thead th { position: sticky; top: 0; background: #fff; }
  img { display: block; height: auto; box-shadow: 0 0 0 1px #999; }
  .missing { color: #a00; }
</style>
<h1>Talentlane contact sheet</h1>
<p>Every route, full length, light and dark, at ${SHEET_WIDTHS.join(', ')} px. Pictures are a quarter of their size; click one for the full picture.</p>
<table>
<thead><tr><th>route</th>${head}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
`,
  );
  console.log(`Contact sheet: ${join(SHEET_DIR, 'index.html')}`);
}

const PICTURES = ROUTES.flatMap((route) =>
  THEMES.flatMap((theme) => SHEET_WIDTHS.map((width) => ({route, theme, width}))),
);

test('contact sheet', async ({page}) => {
  test.setTimeout(PICTURES.length * 15_000);
  mkdirSync(SHEET_DIR, {recursive: true});
  for (const {route, theme, width} of PICTURES) {
    await page.setViewportSize({width, height: 800});
    // Each call adds its init scripts after the last picture's, so this picture's theme wins.
    await holdStill(page, theme);
    await gotoStill(page, route);
    await page.screenshot({
      path: `${SHEET_DIR}/${pictureName(route, theme, width)}`,
      fullPage: true,
    });
  }
  writeSheet();
});
