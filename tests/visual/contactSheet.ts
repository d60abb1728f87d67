import {mkdirSync, writeFileSync} from 'node:fs';
import {ROUTES} from '@site/src/data/routes';
import {test} from '../e2e/fixtures';
import {gotoStill, holdStill, THEMES} from '../e2e/still';

// `npm run contact-sheet`: a script, not a test (it asserts nothing; `npm test` neither runs nor
// counts it), on Playwright's runner for the tests' page helpers. Every route, full length, in
// both themes at each width, side by side in screenshots/index.html for a reviewer.
const COLUMNS = THEMES.flatMap((theme) => [320, 390, 768, 1280].map((width) => ({theme, width})));

test('contact sheet', async ({page}) => {
  test.setTimeout(ROUTES.length * COLUMNS.length * 15_000);
  mkdirSync('screenshots', {recursive: true});
  const rows: string[] = [];
  for (const route of ROUTES) {
    const cells: string[] = [];
    for (const {theme, width} of COLUMNS) {
      const file = `${route === '/' ? 'home' : route.slice(1)}-${theme}-${width}.png`;
      await page.setViewportSize({width, height: 800});
      // Each call adds its init scripts after the last picture's, so this picture's theme wins.
      await holdStill(page, theme);
      await gotoStill(page, route);
      await page.screenshot({path: `screenshots/${file}`, fullPage: true});
      const alt = `${route} in ${theme}, ${width} px wide`;
      cells.push(
        `<td><a href="${file}"><img src="${file}" alt="${alt}" width="${width / 4}" loading="lazy"></a>`,
      );
    }
    rows.push(`<tr><th scope="row">${route}</th>${cells.join('')}</tr>`);
  }
  const head = COLUMNS.map(({theme, width}) => `<th>${theme} ${width} px</th>`).join('');
  writeFileSync(
    'screenshots/index.html',
    `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Talentlane contact sheet</title>
<style>td, th { vertical-align: top; border: 1px solid #ccc; } img { display: block; height: auto; }</style>
<p>Every route, full length, light and dark. Pictures at a quarter of their size; click one for the full picture.</p>
<table><tr><th>route</th>${head}</tr>
${rows.join('\n')}
</table>
`,
  );
  console.log('Contact sheet: screenshots/index.html');
});
