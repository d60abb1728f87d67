import type {Page} from '@playwright/test';
import testimonials from '@site/src/data/content/testimonials.json';
import {test, expect, holdRequests, isHydrated, readStoredIn, storeBeforeLoad} from './fixtures';
import {
  homeLink,
  menuButton,
  navLink,
  serverMenuTrigger,
  serverThemeTrigger,
  themeButton,
} from './headerControls';

// Before hydration the header's menus are native <details>; a control needing JavaScript, tapped,
// looks busy, then does what it was tapped for (src/browser/earlyTaps.ts; a notice: frame.spec).

/** Opens `path` with its main bundle held back; the call returned hydrates it. */
async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdRequests(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/);
  await page.goto(path, {waitUntil: 'commit'});
  await expect(serverMenuTrigger(page)).toBeVisible();
  return async () => {
    expect(await isHydrated(page), 'hydrated before its time').toBe(false);
    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
  };
}

test.describe('given a page that has not hydrated yet', () => {
  test("the header by keyboard, an open Menu, an early theme choice, the carousel's Next, Next and Pause, and the contact page's live chat are all carried over", async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await storeBeforeLoad(page, 'theme', 'dark');
    const hydrate = await openBeforeHydration(page, '/');
    // Its icon is aria-hidden: the trigger against its pictures (Dark's moon, then Light's sun).
    const trigger = page.getByRole('banner').locator('summary, button').first();
    await expect(trigger, 'the stored choice').toHaveScreenshot('theme-trigger-dark.png');
    const carousel = page.getByRole('group', {name: 'Freelancer testimonials'});
    const next = carousel.getByRole('button', {name: 'Next testimonial'});
    const quote = (index: number) => testimonials.testimonials[index].quote;
    await next.click();
    await next.press('Enter');
    await carousel.getByRole('button', {name: 'Pause testimonials'}).click();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(carousel.locator('li[data-current]')).toContainText(quote(0));

    await homeLink(page).focus();
    await page.keyboard.press('Tab');
    await expect(serverThemeTrigger(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('radio', {name: 'Light'}).click();
    await serverThemeTrigger(page).click();
    await expect(page.getByRole('radio', {name: 'Light'})).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(serverMenuTrigger(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(navLink(page, 'About Us')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(navLink(page, 'About Us')).toBeHidden();
    await serverMenuTrigger(page).click();
    await page.keyboard.press('Tab');
    await expect(navLink(page, 'About Us')).toBeFocused();

    await hydrate();
    await expect(carousel.getByRole('button', {name: 'Play testimonials'})).toBeVisible();
    await expect(carousel.locator('li[data-current]')).toContainText(quote(2));
    await expect(next).not.toHaveAttribute('aria-busy', 'true');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(navLink(page, 'About Us')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(navLink(page, 'Leadership')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await readStoredIn(page, 'theme')).toBe('light');
    await expect(themeButton(page)).toHaveAccessibleName('Theme: Light');
    await expect(trigger).toHaveScreenshot('theme-trigger-light.png');

    // The live chat opens once it can, and again when tapped.
    const hydrateContact = await openBeforeHydration(page, '/contact');
    const startChat = page.getByRole('button', {name: 'Start a chat'});
    await startChat.click();
    await expect(startChat).toHaveAttribute('aria-busy', 'true');
    await hydrateContact();
    const opened = () =>
      page.evaluate(
        "(window.__crispCommands ?? []).filter((c) => c.join() === 'do,chat:open').length",
      );
    await expect.poll(opened).toBe(1);
    await expect(startChat).not.toHaveAttribute('aria-busy', 'true');
    // The widget is there now: a tap opens it at once (another branch of src/components/Chat).
    await startChat.click();
    await expect.poll(opened).toBe(2);
  });
});
