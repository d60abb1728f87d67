import type {Locator, Page} from '@playwright/test';
import {NEW_HIRES} from '@site/src/data/popups/newHires';
import {PROJECT_SUBMISSIONS} from '@site/src/data/popups/projectSubmissions';
import {newHireMessage, projectSubmissionMessage} from '@site/src/lib/popupMessages';
import {
  test,
  expect,
  creepUntil,
  gotoPaused,
  pageTime,
  readStoredIn,
  runFor,
  runUntil,
} from './fixtures';
import {expectNoAxeViolations} from './pageChecks';

// The social-proof pop-ups (SPEC section 7), against the production build with a
// fake clock. The clock is paused before the page loads and only crept forward while
// it hydrates, so "5 s after load" is measured exactly: performance.now() is the
// page's own clock, and the pop-ups count their first delay from it.

function popups(page: Page) {
  const region = page.getByRole('region', {name: 'Recent activity'});
  const hires = region.getByRole('group', {name: 'New freelancers'});
  const projects = region.getByRole('group', {name: 'Project submissions'});
  return {
    region,
    hires,
    projects,
    hireText: hires.getByRole('status'),
    projectText: projects.getByRole('status'),
  };
}

/** The visible card around a pop-up's text. */
const card = (status: Locator) => status.locator('..');

/** Opens a page on a paused clock, crept until hydration and the lazy pop-ups. */
async function open(page: Page, path = '/') {
  await gotoPaused(page, path);
  const {region} = popups(page);
  await creepUntil(
    page,
    async () =>
      (await page.locator('html[data-has-hydrated="true"]').count()) === 1 &&
      (await region.count()) === 1,
  );
  const loadedAt = await pageTime(page);
  expect(loadedAt, 'the pop-ups chunk must be in the page well before 5 s').toBeLessThan(3000);
}

/**
 * Stands in for the page's visibility, which headless Chromium always reports as "visible":
 * returns a function that hides or shows the tab, as switching tabs would.
 */
async function standInForVisibility(page: Page): Promise<(hidden: boolean) => Promise<void>> {
  await page.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', {configurable: true, get: () => hidden});
    Object.assign(window, {
      setPageHidden(value: boolean) {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
  return (hidden) =>
    page.evaluate(
      (hide) => (window as unknown as {setPageHidden: (hide: boolean) => void}).setPageHidden(hide),
      hidden,
    );
}

test.describe('given the social-proof pop-ups', () => {
  // Their rhythm (every hide and appearance, pauses, Dismiss, no repeats within a cycle) is
  // tested on the scheduler with fake timers (unit/popupScheduler.test.ts, shuffleBag.test.ts);
  // here, that the page runs both on its own clock from the load, and what only a page shows.
  test('shows the first new hire at 5 s and the first project at 10 s, not before', async ({
    page,
  }) => {
    await open(page);
    const {hireText, projectText} = popups(page);
    await runUntil(page, 4900);
    await expect(hireText).toBeEmpty();
    await runUntil(page, 5000);
    await expect(hireText).toHaveText(/^\S+(?: \S+)? from .+ just joined$/);
    await runUntil(page, 9900);
    await expect(projectText).toBeEmpty();
    await runUntil(page, 10_000);
    await expect(projectText).toHaveText(/^\S+ [A-Z]\. submitted an? .+ project$/);
  });

  test('sits bottom left in two fixed slots that never overlap or move the page', async ({
    page,
  }) => {
    await open(page);
    const {region, hireText, projectText} = popups(page);
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const heightBefore = await pageHeight();
    await expect(region).toHaveCSS('position', 'fixed');
    await runUntil(page, 10_000);
    await expect(hireText).not.toBeEmpty();
    await expect(projectText).not.toBeEmpty();
    expect(await pageHeight(), 'the pop-ups changed the page height').toBe(heightBefore);

    const viewport = page.viewportSize()!;
    const hire = (await card(hireText).boundingBox())!;
    const project = (await card(projectText).boundingBox())!;
    for (const box of [hire, project]) {
      expect(box.x).toBeLessThanOrEqual(24);
      expect(box.width).toBeLessThanOrEqual(321);
      expect(box.x + box.width).toBeLessThan(viewport.width / 2);
    }
    expect(viewport.height - (hire.y + hire.height)).toBeLessThanOrEqual(24);
    expect(
      project.y + project.height,
      'the project card overlaps the new-hire card',
    ).toBeLessThanOrEqual(hire.y);
  });

  test('fits a 360 px phone beside the chat launcher, with every card inside its slot', async ({
    page,
  }) => {
    await page.setViewportSize({width: 360, height: 640});
    await open(page);
    const {hireText, projectText} = popups(page);
    await runUntil(page, 10_000);
    await expect(hireText).not.toBeEmpty();
    await expect(projectText).not.toBeEmpty();
    // Every card either pop-up can show, whatever the shuffle: each message of its list, written
    // into its open card in turn (the clock is paused, so nothing renders over them).
    const misfits = await page.evaluate(
      (messagesBySlot) => {
        // Crisp's launcher takes the bottom-right corner: about 60 px plus a 20 px margin.
        const launcherLeft = innerWidth - 80;
        const slots = Object.keys(messagesBySlot).map((label) =>
          document.querySelector(`[role="group"][aria-label="${label}"]`)!,
        );
        const statuses = slots.map((slot) => slot.querySelector('[role="status"]')!);
        const lists = Object.values(messagesBySlot);
        const found: string[] = [];
        for (let n = 0; n < Math.max(...lists.map((list) => list.length)); n += 1) {
          const shown = lists.map((list) => list[n % list.length]);
          statuses.forEach((status, index) => (status.firstChild!.nodeValue = shown[index]));
          const [project, hire] = slots.map((slot) => slot.getBoundingClientRect());
          statuses.forEach((status, index) => {
            const slot = slots[index].getBoundingClientRect();
            const card = status.parentElement!.getBoundingClientRect();
            if (card.top < slot.top - 0.5) found.push(`"${shown[index]}" grows out of its slot`);
            if (card.right >= launcherLeft) found.push(`"${shown[index]}" reaches the launcher`);
          });
          if (project.bottom > hire.top) found.push(`"${shown[0]}" overlaps "${shown[1]}"`);
        }
        return found;
      },
      // Top to bottom, as on the page.
      {
        'Project submissions': PROJECT_SUBMISSIONS.map((entry) => projectSubmissionMessage(entry)),
        'New freelancers': NEW_HIRES.map((entry) => newHireMessage(entry)),
      },
    );
    expect(misfits).toEqual([]);
  });

  test('announces politely from a labelled region and never takes focus', async ({page}) => {
    await open(page);
    const {region, hireText, projectText} = popups(page);
    for (const status of [hireText, projectText]) {
      await expect(status).toHaveAttribute('aria-live', 'polite');
    }
    await expect(region.getByRole('status')).toHaveCount(2);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await runUntil(page, 10_000);
    await expect(projectText).not.toBeEmpty();
    await runUntil(page, 40_000);
    await expect(skipLink, 'a pop-up took the focus').toBeFocused();
    await expect(region.locator(':focus')).toHaveCount(0);
  });

  test('Dismiss hides the project, the new hire carries on, and the next project comes at 25.5 s', async ({
    page,
  }) => {
    await open(page);
    const {projects, projectText, hireText} = popups(page);
    await runUntil(page, 11_000);
    const closed = await projectText.textContent();
    const hireShown = await hireText.textContent();
    await projects.getByRole('button', {name: 'Dismiss'}).click();
    await expect(projectText).toBeEmpty();
    await expect(projects.getByRole('button')).toHaveCount(0);
    await expect(hireText, 'the other pop-up carries on').toHaveText(hireShown!);
    await runUntil(page, 25_499);
    await expect(projectText).toBeEmpty();
    await runUntil(page, 25_500);
    await expect(projectText).not.toBeEmpty();
    await expect(projectText).not.toHaveText(closed!);
  });

  test('Escape on a focused pop-up closes it, and hovering holds it', async ({page}) => {
    await open(page);
    const {projects, projectText} = popups(page);
    await runUntil(page, 10_000);
    const first = await projectText.textContent();
    await card(projectText).hover();
    await runUntil(page, 60_000);
    await expect(projectText, 'the hovered pop-up moved on').toHaveText(first!);
    await page.mouse.move(1000, 10);
    await projects.getByRole('button', {name: 'Dismiss'}).focus();
    await page.keyboard.press('Escape');
    await expect(projectText).toBeEmpty();
  });

  test('"Stop showing these" ends both pop-ups for the tab, across client-side navigation and a reload', async ({
    page,
  }) => {
    await open(page);
    const {region, hires, projects} = popups(page);
    await runUntil(page, 10_000);
    await hires.getByRole('button', {name: 'Stop showing these'}).click();
    await expect(region).toHaveCount(0);
    await expect(projects).toHaveCount(0);
    expect(await readStoredIn(page, 'socialProofStopped')).toBe('1');

    await page.getByRole('contentinfo').getByRole('link', {name: 'About Us'}).click();
    await creepUntil(page, async () => new URL(page.url()).pathname === '/about');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await runFor(page, 30_000);
    await expect(region).toHaveCount(0);

    await page.reload();
    await creepUntil(
      page,
      async () => (await page.locator('html[data-has-hydrated="true"]').count()) === 1,
    );
    await runFor(page, 30_000);
    await expect(region).toHaveCount(0);
  });

  test('carries on across client-side navigation instead of starting over', async ({page}) => {
    await open(page);
    const {region, hireText} = popups(page);
    await runUntil(page, 6000);
    const shown = await hireText.textContent();
    await page.getByRole('contentinfo').getByRole('link', {name: 'About Us'}).click();
    await creepUntil(page, async () => new URL(page.url()).pathname === '/about');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(region).toHaveCount(1);
    await expect(hireText).toHaveText(shown!);
    await runUntil(page, 17_000);
    await expect(hireText).toBeEmpty();
    await runUntil(page, 17_500);
    await expect(hireText).not.toBeEmpty();
  });

  test('waits while the tab is hidden and resumes where it was', async ({page}) => {
    const setHidden = await standInForVisibility(page);
    await open(page);
    const {hireText, projectText} = popups(page);
    await runUntil(page, 6000);
    const shown = await hireText.textContent();
    await setHidden(true);
    await runUntil(page, 120_000);
    await expect(hireText, 'the new hire moved on in a hidden tab').toHaveText(shown!);
    await expect(projectText, 'a project appeared in a hidden tab').toBeEmpty();
    await setHidden(false);
    // Left when hidden at 6 s: 4 s until the first project. (That every later time moves by the
    // pause is the scheduler's, tested in unit/popupScheduler.test.ts.)
    await runUntil(page, 120_000 + 3900);
    await expect(projectText).toBeEmpty();
    await runUntil(page, 120_000 + 4000);
    await expect(projectText).not.toBeEmpty();
    await expect(hireText).toHaveText(shown!);
  });

  test('slides in, except under reduced motion', async ({page}) => {
    await open(page);
    const {hireText} = popups(page);
    await runUntil(page, 5000);
    await expect(card(hireText)).not.toHaveCSS('animation-name', 'none');
    await page.emulateMedia({reducedMotion: 'reduce'});
    await expect(card(hireText)).toHaveCSS('animation-name', 'none');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`passes axe (WCAG 2.2 AA) with both pop-ups open, ${colorScheme} theme`, async ({
      page,
    }) => {
      const setHidden = await standInForVisibility(page);
      await page.emulateMedia({colorScheme});
      await open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const {hireText, projectText} = popups(page);
      // Both up, and the new hire due to leave at 17 s.
      await runUntil(page, 16_900);
      await expect(hireText).not.toBeEmpty();
      await expect(projectText).not.toBeEmpty();
      const shown = [await hireText.textContent(), await projectText.textContent()];
      // No slide-in, so colours are measured at full opacity. axe runs on the page's timers,
      // so the clock runs on in real time; held as in a hidden tab, neither card can leave
      // while it is judged, however long that takes.
      await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
      await setHidden(true);
      await page.clock.resume();
      await expectNoAxeViolations(page, '[aria-label="Recent activity"]');
      expect([await hireText.textContent(), await projectText.textContent()]).toEqual(shown);
    });
  }
});
