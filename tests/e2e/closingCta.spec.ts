import type {Page} from '@playwright/test';
import {ROUTES} from '@site/src/data/routes';
import closingCta from '@site/src/data/content/closingCta.json';
import {test, expect, gotoHydrated} from './fixtures';
import {mailHref} from './pageChecks';

const band = (page: Page) => page.getByRole('complementary', {name: closingCta.title});
const MARKETING = ROUTES.filter((route) => !closingCta.hiddenOn.includes(route));

test.describe('given the call to action that closes a marketing page', () => {
  for (const route of MARKETING) {
    test(`${route} ends with it, after its main content and before the footer`, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(band(page)).toBeVisible();
      const [send, propose] = closingCta.actions;
      await expect(band(page).getByRole('link', {name: send.label})).toHaveAttribute(
        'href',
        mailHref('careers'),
      );
      await expect(band(page).getByRole('link', {name: propose.label})).toHaveAttribute(
        'href',
        mailHref('partnerships'),
      );
      const order = await page.evaluate(() => {
        const [main, aside, footer] = ['main', 'aside[aria-labelledby]', 'footer'].map((selector) =>
          document.querySelector(selector),
        );
        return {
          outsideMain: !main!.contains(aside),
          afterMain: Boolean(
            main!.compareDocumentPosition(aside!) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
          beforeFooter: Boolean(
            aside!.compareDocumentPosition(footer!) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        };
      });
      expect(order).toEqual({outsideMain: true, afterMain: true, beforeFooter: true});
    });
  }

  for (const route of closingCta.hiddenOn) {
    test(`${route} ends with its text: no call to action`, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(band(page)).toHaveCount(0);
    });
  }

  test.describe('on an unknown path', () => {
    // The browser reports the page's own 404 status; that is the page under test.
    test.use({allowedConsoleErrors: [/status of 404/]});

    test('the 404 page has none', async ({page}) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(band(page)).toHaveCount(0);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('is in the server-rendered page with both mail links', async ({page}) => {
      await page.goto('/services');
      await expect(band(page).getByRole('link')).toHaveCount(2);
    });
  });
});
