import type {Page} from '@playwright/test';
import {test, expect, gotoPaused, pageTime} from './fixtures';

// Docusaurus' theme script copies `?docusaurus-data-<name>=<value>` onto <html> as
// `data-<name>` and takes `?docusaurus-theme=` as the theme; a shared link must not
// be able to steer the page that way.
const PARAMETERS = [
  'docusaurus-data-route-loading=true',
  'docusaurus-data-theme=dark',
  'docusaurus-theme=dark',
  'docusaurus-data-theme-choice=dark',
  'docusaurus-data-has-hydrated=true',
  'docusaurus-data-splash-state=playing',
];

const html = (page: Page) => page.locator('html');
const spinner = (page: Page) => page.getByRole('status', {name: 'Loading'});
// --color-text of the light theme (#15262e, src/css/tokens.css); the dark theme's is #e3eeec.
const LIGHT_TEXT = 'rgb(21, 38, 46)';

/** True when something lies over the middle of the page's h1 (the spinner, the splash). */
function h1IsCovered(page: Page): Promise<boolean> {
  return page.getByRole('heading', {level: 1}).evaluate((heading) => {
    const box = heading.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !heading.contains(top);
  });
}

/** The page as it should be: readable, uncovered, in the visitor's (light) theme. */
async function expectUntouched(page: Page): Promise<void> {
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(spinner(page)).toBeHidden();
  await expect(page.locator('body')).toHaveCSS('color', LIGHT_TEXT);
  await expect(html(page)).not.toHaveAttribute('data-theme', 'dark');
  expect(await h1IsCovered(page)).toBe(false);
}

/** Holds back the main bundle, as a slow connection does, until `release()`. */
async function holdScripts(page: Page): Promise<{release: () => void}> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return {release};
}

test.describe('given a link carrying Docusaurus query parameters', () => {
  test.use({colorScheme: 'light'});

  // The boot script takes every `docusaurus-` key out of the address before Docusaurus' script
  // reads it, so one link carries them all: any of them taking effect, or left in the address,
  // shows in one load.
  test(`?${PARAMETERS.join('&')} changes nothing, before or after the scripts load, and leaves the address`, async ({
    page,
    baseURL,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(`/about?ref=mail&${PARAMETERS.join('&')}`, {waitUntil: 'commit'});
    await expectUntouched(page);
    await expect(html(page)).not.toHaveAttribute('data-has-hydrated', 'true');
    scripts.release();
    await expect(html(page)).toHaveAttribute('data-has-hydrated', 'true');
    await expectUntouched(page);
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    await expect(page).toHaveURL(`${baseURL}/about?ref=mail`);
  });

  test.describe('on a first visit', () => {
    test.use({showSplash: true});

    test('?docusaurus-data-splash-state=done does not skip the intro splash', async ({page}) => {
      // The clock paused before the load: the page's own time stands at 1 s while it is judged,
      // however slowly it loads, so its 2.5 s of splash cannot run out under the test.
      await gotoPaused(page, '/?docusaurus-data-splash-state=done');
      expect(await pageTime(page)).toBeLessThan(2500);
      await expect(page.locator('[data-splash]')).toBeVisible();
      await expect(html(page)).toHaveAttribute('data-splash-state', 'playing');
    });
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    // Only a script could read them, so one link carries them all: any of them taking effect
    // shows, and the page's 2.5 s of splash are waited out once.
    test(`?${PARAMETERS.join('&')} changes nothing`, async ({page}) => {
      await page.goto(`/about?${PARAMETERS.join('&')}`);
      // The splash ends by CSS alone after 2.5 s.
      await expect(page.locator('[data-splash]')).toBeHidden({timeout: 5_000});
      await expectUntouched(page);
    });
  });
});
