import type {Page} from '@playwright/test';
import {CONTACT_LINK, MENU_LINKS} from '@site/src/data/navigation';
import {test, expect, gotoHydrated} from './fixtures';

const MENU_LABELS = [
  'About Us',
  'Leadership',
  'Careers',
  'Our Impact',
  'Partners',
  'Trust & Safety',
  'Rules & Payments',
  'Investors',
  'Modern Slavery Statement',
  'Contact Us',
];

const menuButton = (page: Page) => page.getByRole('button', {name: 'Menu'});

test.describe('given the header', () => {
  test('has a logo link to the home page', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('banner').getByRole('link', {name: 'Talentlane home'}).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the navigation menu lists the nine pages and a highlighted Contact Us', async ({page}) => {
    await gotoHydrated(page, '/');
    await menuButton(page).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText(MENU_LABELS);
    for (const link of [...MENU_LINKS, CONTACT_LINK]) {
      await expect(page.getByRole('menuitem', {name: link.label})).toHaveAttribute('href', link.to);
    }
    const background = (name: string) =>
      page
        .getByRole('menuitem', {name})
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Contact Us')).not.toBe(await background('Partners'));
  });

  test('a menu item navigates and the menu closes', async ({page}) => {
    await gotoHydrated(page, '/');
    await menuButton(page).click();
    await page.getByRole('menuitem', {name: 'Rules & Payments'}).click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('the menu works from the keyboard and returns focus to its trigger', async ({page}) => {
    await gotoHydrated(page, '/');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', {name: 'About Us'})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', {name: 'Leadership'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press('Space');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', {name: 'Contact Us'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the theme menu opens with the arrow keys and closes with Escape', async ({page}) => {
    await gotoHydrated(page, '/');
    const trigger = page.getByRole('button', {name: /^Theme/});
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', {name: 'Light'})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({viewport: {width: 360, height: 740}, hasTouch: true});

    test('both menus open by touch and fit the screen', async ({page}) => {
      await gotoHydrated(page, '/');
      await menuButton(page).tap();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await expect(page.getByRole('menuitem', {name: 'Contact Us'})).toBeInViewport();
      await page.keyboard.press('Escape');
      await page.getByRole('button', {name: /^Theme/}).tap();
      await expect(page.getByRole('menuitem', {name: 'System'})).toBeInViewport();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the menu falls back to a plain list of links', async ({page}) => {
      await page.goto('/');
      await page.getByText('Menu', {exact: true}).click();
      for (const label of MENU_LABELS) {
        await expect(
          page.getByRole('banner').getByRole('link', {name: label, exact: true}),
        ).toBeVisible();
      }
      await page.getByRole('banner').getByRole('link', {name: 'Careers'}).click();
      await expect(page).toHaveURL(/\/employment$/);
    });
  });
});

test.describe('given the footer', () => {
  const FOOTER_LINKS = {
    'About Us': '/about',
    Leadership: '/leadership',
    Careers: '/employment',
    'Our Impact': '/our-impact',
    Partners: '/partners',
    'Trust & Safety': '/trust-safety',
    Investors: '/investors',
    'Modern Slavery Statement': '/modern-slavery-statement',
    'Terms of Service': '/terms-of-service',
    'Privacy Policy': '/privacy-policy',
    Services: '/services',
    'For Freelancers': '/freelancers',
    Blog: '/blog',
  };

  test('links every page but Rules & Payments and Contact Us', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const [label, href] of Object.entries(FOOTER_LINKS)) {
      await expect(footer.getByRole('link', {name: label, exact: true})).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(footer.getByRole('link', {name: 'Rules & Payments'})).toHaveCount(0);
    await expect(footer.getByRole('link', {name: 'Contact Us'})).toHaveCount(0);
  });

  test('has the company site, the Singapore headquarters and a Telegram link, opened safely', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Headquartered in Singapore');
    for (const name of [/Telegram/, /Company website/]) {
      const link = footer.getByRole('link', {name});
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
  });

  test("shows the visitor's current year even when the build is older", async ({page}) => {
    await page.clock.install({time: new Date('2031-03-04T10:00:00Z')});
    await gotoHydrated(page, '/');
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 Talentlane');
  });
});
