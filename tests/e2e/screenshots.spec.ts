import type {Page} from '@playwright/test';
import {ROUTES} from '@site/src/data/routes';
import {test as base, expect} from './fixtures';
import {fixtureJobs, startFixtureSite} from './fixtureSite';
import type {ServedSite} from './siteCopy';
import {gotoStill, holdStill, resizeStill, type Theme} from './still';

// The pages as drawn, compared with the baselines in tests/e2e/__screenshots__/: the first
// screen of every route and of one opening's page, light at a phone's width and a laptop's
// (the phone's page resized), dark at a phone's (colours do not change with the width), and
// the home page full length in both themes. They are taken of the fixture site, whose content
// is the pinned commit's (fixtureSite.ts): the owner's facts and the writers' words move them
// only when the pictures are renewed, so a difference is the code's.
const PHONE = {width: 390, height: 844};
const LAPTOP = {width: 1280, height: 800};
const OPENING = 'an opening';

const test = base.extend<object, {fixtureSite: ServedSite}>({
  fixtureSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startFixtureSite();
      await use(site);
      await site.stop();
    },
    // The first to need the fixture site builds it (a minute or more when busy and cold).
    {scope: 'worker', timeout: 300_000},
  ],
  baseURL: async ({fixtureSite}, use) => use(fixtureSite.url),
});

/** Compares the page with its baseline; later pictures are compared too when one differs. */
async function expectPicture(page: Page, name: string, fullPage = false): Promise<void> {
  const renew = 'if intended, npm run screenshots:update, look at the pictures, commit them';
  await expect.soft(page, `${name} looks different: ${renew}`).toHaveScreenshot(`${name}.png`, {
    fullPage,
  });
}

/** Opens `path` still at a phone's width in `theme` and compares it. */
async function expectOnPhone(page: Page, path: string, name: string, theme: Theme) {
  // The theme stored last before the load is the one the page starts in.
  await holdStill(page, theme);
  await page.setViewportSize(PHONE);
  await gotoStill(page, path);
  await expectPicture(page, `${name}-${theme}-phone`);
  if (path === '/') await expectPicture(page, `${name}-${theme}-phone-full`, true);
}

for (const route of [...ROUTES, OPENING]) {
  test(`${route} looks as it did, light on a phone and a laptop, dark on a phone`, async ({
    page,
  }) => {
    const path = route === OPENING ? fixtureJobs().routes[0] : route;
    const name = route === OPENING ? 'opening' : route === '/' ? 'home' : route.slice(1);
    await expectOnPhone(page, path, name, 'light');
    await resizeStill(page, LAPTOP);
    await expectPicture(page, `${name}-light-desktop`);
    await expectOnPhone(page, path, name, 'dark');
  });
}
