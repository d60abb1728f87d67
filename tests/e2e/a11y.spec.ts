import type {Locator, Page} from '@playwright/test';
import {test, expect, creepUntil, gotoHydrated, gotoWithPausedClock, runUntil} from './fixtures';
import {expectNoAxeViolationsInEitherTheme, gotoForAxe} from './pageChecks';
import {ROUTES_AND_ONE_OPENING} from './openings';
import {homeLink, menuButton, navLink, themeButton, themeChoice} from './headerControls';

const notice = (page: Page) =>
  page.getByRole('region', {name: /Notices/}).getByText('Page Not Available');

/** What opens over a page, as a visitor opens it, and what shows that it is open. */
const OPENED: {
  name: string;
  path: string;
  open: (page: Page) => Promise<void>;
  shown: (page: Page) => Locator;
}[] = [
  {
    name: 'the open navigation',
    path: '/',
    open: (page) => menuButton(page).click(),
    shown: (page) => navLink(page, 'Contact Us'),
  },
  {
    name: 'the open theme choice',
    path: '/',
    open: (page) => themeButton(page).click(),
    shown: (page) => themeChoice(page, 'System'),
  },
  {
    name: 'a notice',
    path: '/investors',
    open: async (page) => {
      await page.getByRole('button', {name: 'Meet Our Leadership'}).click();
      // A notice goes after 5 s unless hovered: two checks can take longer on a busy machine.
      await notice(page).hover();
    },
    shown: notice,
  },
];

test.describe('given either theme', () => {
  for (const route of ROUTES_AND_ONE_OPENING) {
    test(`${route} has no axe violations in either theme`, async ({page}) => {
      await gotoForAxe(page, route);
      await expectNoAxeViolationsInEitherTheme(page);
    });
  }

  for (const {name, path, open, shown} of OPENED) {
    test(`${name} has no axe violations in either theme`, async ({page}) => {
      await gotoForAxe(page, path);
      await open(page);
      await expect(shown(page)).toBeVisible();
      await expectNoAxeViolationsInEitherTheme(page);
      await expect(shown(page), 'open through both checks').toBeVisible();
    });
  }
});

test.describe('given the keyboard alone', () => {
  test('the skip link comes first and moves focus to the content', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: /skip to main content/i});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link').first()).not.toBeFocused();
  });

  test('the header is walked in order: logo, theme menu, navigation menu', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(homeLink(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: /^Theme/})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Menu'})).toBeFocused();
  });

  test('the carousel is walked with Tab and driven with Enter', async ({page}) => {
    await gotoHydrated(page, '/');
    const pause = page.getByRole('button', {name: 'Pause testimonials'});
    await pause.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Previous testimonial'})).toBeFocused();
    await page.keyboard.press('Tab');
    const next = page.getByRole('button', {name: 'Next testimonial'});
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 / 10')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(pause).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Play testimonials'})).toBeFocused();
  });

  test('the pop-ups are reached with Tab, dismissed with Enter, and stopped from the keyboard', async ({
    page,
  }) => {
    // The clock paused before the load and crept only until the pop-ups' chunk is in: the
    // new hire comes at 5 s and the project at 10 s of the page's own time, and the first
    // goes at 17 s, so at 10.5 s both are up however long the machine took to hydrate.
    await gotoWithPausedClock(page, '/about');
    const region = page.getByRole('region', {name: 'Recent activity'});
    await creepUntil(page, async () => (await region.count()) === 1);
    await runUntil(page, 10_500);
    const dismissButtons = region.getByRole('button', {name: 'Dismiss'});
    await expect(dismissButtons).toHaveCount(2);
    // Nothing in the pop-ups took focus on its own.
    await expect(region.locator(':focus')).toHaveCount(0);
    await dismissButtons.first().focus();
    await page.keyboard.press('Tab');
    const stop = region.getByRole('button', {name: 'Stop showing these'}).first();
    await expect(stop).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dismissButtons.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dismissButtons).toHaveCount(1);
    await dismissButtons.first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(region.getByRole('status').filter({hasText: /\w/})).toHaveCount(0);
  });
});
