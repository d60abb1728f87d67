import type {Locator, Page} from '@playwright/test';
import {test, expect, creepUntil, pageTime, readStoredIn, runUntil} from './fixtures';
import {expectNoAxeViolations} from './pageChecks';

// The social-proof pop-ups (SPEC section 7), against the production build with a
// fake clock. The clock is paused before the page loads and only crept forward while
// it hydrates, so "5 s after load" is measured exactly: performance.now() is the
// page's own clock, and the pop-ups count their first delay from it.

const START = new Date('2026-03-02T09:00:00Z').getTime();
const PROJECT = {first: 10_000, interval: 15_000, gap: 500};

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

/** Loads a page with the clock paused at 1 s and waits for hydration and the lazy pop-ups. */
async function open(page: Page, path = '/') {
  await page.clock.install({time: START});
  await page.clock.pauseAt(START + 1000);
  await page.goto(path);
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
 * When the n-th (0-based) project appears: the one up hides every 15 s from the
 * first appearance at 10 s, and the next follows 0.5 s after each hide.
 */
const projectAppearance = (n: number) =>
  PROJECT.first + n * PROJECT.interval + (n === 0 ? 0 : PROJECT.gap);

test.describe('given the social-proof pop-ups', () => {
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

  for (const {name, which, beats} of [
    {
      name: 'new hire',
      which: 'hireText',
      beats: [5000, 17_000, 17_500, 29_000, 29_500, 41_000, 41_500],
    },
    {
      name: 'project',
      which: 'projectText',
      beats: [10_000, 25_000, 25_500, 40_000, 40_500, 55_000, 55_500],
    },
  ] as const) {
    test(`shows, hides and replaces the ${name} at ${beats.map((ms) => ms / 1000).join(' / ')} s`, async ({
      page,
    }) => {
      // Fourteen clock steps, each waiting for the page: past 60 s at load 33.
      test.slow();
      await open(page);
      const status = popups(page)[which];
      let previous = '';
      for (const [index, ms] of beats.entries()) {
        const showing = index % 2 === 0;
        await runUntil(page, ms - 1);
        if (showing) await expect(status, `just before ${ms} ms`).toBeEmpty();
        else await expect(status, `just before ${ms} ms`).toHaveText(previous);
        await runUntil(page, ms);
        if (showing) {
          await expect(status, `at ${ms} ms`).not.toBeEmpty();
          const text = (await status.textContent())!;
          expect(text, `at ${ms} ms the same entry came back`).not.toBe(previous);
          previous = text;
        } else {
          await expect(status, `at ${ms} ms`).toBeEmpty();
        }
      }
    });
  }

  test('shows 30 different projects in a row before any repeats', async ({page}) => {
    // 31 steps of the page clock, each waiting for the pop-up: 35 s beside two other suites.
    test.slow();
    await open(page);
    const {projectText} = popups(page);
    const seen: string[] = [];
    for (let n = 0; n < 30; n += 1) {
      await runUntil(page, projectAppearance(n));
      await expect(projectText).not.toBeEmpty();
      seen.push((await projectText.textContent())!);
    }
    expect(new Set(seen).size, seen.join('\n')).toBe(30);
    await runUntil(page, projectAppearance(30));
    expect(await projectText.textContent(), 'the new cycle repeats the last project').not.toBe(
      seen.at(-1),
    );
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
    const {hires, projects, hireText, projectText} = popups(page);
    // Crisp's launcher takes the bottom-right corner: about 60 px plus a 20 px margin.
    const launcherLeft = 360 - 80;
    for (let n = 0; n < 30; n += 1) {
      await runUntil(page, projectAppearance(n));
      for (const [slot, text] of [
        [projects, projectText],
        [hires, hireText],
      ] as const) {
        if ((await text.textContent()) === '') continue;
        const slotBox = (await slot.boundingBox())!;
        const cardBox = (await card(text).boundingBox())!;
        const label = await text.textContent();
        expect(cardBox.y, `"${label}" grows out of its slot`).toBeGreaterThanOrEqual(
          slotBox.y - 0.5,
        );
        expect(cardBox.x + cardBox.width, `"${label}" reaches the chat launcher`).toBeLessThan(
          launcherLeft,
        );
      }
    }
    const projectBox = (await projects.boundingBox())!;
    const hireBox = (await hires.boundingBox())!;
    expect(projectBox.y + projectBox.height).toBeLessThanOrEqual(hireBox.y);
  });

  test('announces politely from a labelled region and never takes focus', async ({page}) => {
    await open(page);
    const {region, hireText, projectText} = popups(page);
    for (const status of [hireText, projectText]) {
      await expect(status).toHaveAttribute('aria-live', 'polite');
    }
    await expect(region.getByRole('status')).toHaveCount(2);
    await page.keyboard.press('Tab');
    const focusedBefore = await page.evaluate(() => document.activeElement?.outerHTML);
    expect(focusedBefore).toBeTruthy();
    await runUntil(page, 10_000);
    await expect(projectText).not.toBeEmpty();
    await runUntil(page, 40_000);
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focusedBefore);
    await expect(region.locator(':focus')).toHaveCount(0);
  });

  for (const {name, group, closeAt, nextAt} of [
    {name: 'new hire', group: 'hires', closeAt: 11_000, nextAt: 17_500},
    {name: 'project', group: 'projects', closeAt: 11_000, nextAt: 25_500},
  ] as const) {
    test(`Dismiss hides the ${name}; the next appears on time at ${nextAt / 1000} s`, async ({
      page,
    }) => {
      await open(page);
      const all = popups(page);
      const slot = all[group];
      const [status, other] =
        group === 'hires' ? [all.hireText, all.projectText] : [all.projectText, all.hireText];
      await runUntil(page, closeAt);
      const closed = await status.textContent();
      const otherShown = await other.textContent();
      await slot.getByRole('button', {name: 'Dismiss'}).click();
      await expect(status).toBeEmpty();
      await expect(slot.getByRole('button')).toHaveCount(0);
      await expect(other, 'the other pop-up carries on').toHaveText(otherShown!);
      await runUntil(page, nextAt - 1);
      await expect(status).toBeEmpty();
      await runUntil(page, nextAt);
      await expect(status).not.toBeEmpty();
      await expect(status).not.toHaveText(closed!);
    });
  }

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

  test('"Stop showing these" ends both pop-ups for the tab, also after a reload', async ({
    page,
  }) => {
    await open(page);
    const {region, hires, projects} = popups(page);
    await runUntil(page, 10_000);
    await hires.getByRole('button', {name: 'Stop showing these'}).click();
    await expect(region).toHaveCount(0);
    await expect(projects).toHaveCount(0);
    expect(await readStoredIn(page, 'socialProofStopped')).toBe('1');
    await runUntil(page, 60_000);
    await expect(region).toHaveCount(0);

    await page.reload();
    await creepUntil(
      page,
      async () => (await page.locator('html[data-has-hydrated="true"]').count()) === 1,
    );
    await page.clock.runFor(30_000);
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
    // Headless Chromium is always "visible", so the page's visibility is stood in for.
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
    const setHidden = (value: boolean) =>
      page.evaluate(
        (hide) =>
          (window as unknown as {setPageHidden: (hide: boolean) => void}).setPageHidden(hide),
        value,
      );
    await open(page);
    const {hireText, projectText} = popups(page);
    await runUntil(page, 6000);
    const shown = await hireText.textContent();
    await setHidden(true);
    await runUntil(page, 120_000);
    await expect(hireText, 'the new hire moved on in a hidden tab').toHaveText(shown!);
    await expect(projectText, 'a project appeared in a hidden tab').toBeEmpty();
    await setHidden(false);
    // Left when hidden at 6 s: 4 s until the first project, 11 s until the new hire hides.
    await runUntil(page, 120_000 + 3900);
    await expect(projectText).toBeEmpty();
    await runUntil(page, 120_000 + 4000);
    await expect(projectText).not.toBeEmpty();
    await runUntil(page, 120_000 + 10_900);
    await expect(hireText).toHaveText(shown!);
    await runUntil(page, 120_000 + 11_000);
    await expect(hireText).toBeEmpty();
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
      await page.emulateMedia({colorScheme});
      await open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const {hireText, projectText} = popups(page);
      await runUntil(page, 10_000);
      await expect(hireText).not.toBeEmpty();
      await expect(projectText).not.toBeEmpty();
      // No slide-in, so colours are measured at full opacity; axe needs real timers,
      // and the cards stay up for another 15 s of real time.
      await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
      await page.clock.resume();
      await expectNoAxeViolations(page, '[aria-label="Recent activity"]');
    });
  }
});
