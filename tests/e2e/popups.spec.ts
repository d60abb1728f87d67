import type {Locator, Page} from '@playwright/test';
import closingCta from '@site/src/data/content/closingCta.json';
import {NEW_HIRES} from '@site/src/data/popups/newHires';
import {PROJECT_SUBMISSIONS} from '@site/src/data/popups/projectSubmissions';
import {newHireMessage, projectSubmissionMessage} from '@site/src/lib/popupMessages';
import {
  test,
  expect,
  creepUntil,
  gotoWithPausedClock,
  isHydrated,
  pageTime,
  readStoredIn,
  runFor,
  runUntil,
} from './fixtures';
import {menuButton, themeButton} from './headerControls';
import {
  colourProblems,
  expectNoAxeViolationsInEitherTheme,
  LAYOUTS,
  layoutProblems,
  still,
} from './pageChecks';

// The social-proof pop-ups (SPEC section 7) on `/`, and the page's layout and forced colours with
// them up (the other pages': pages.spec.ts); their rhythm: unit/popupScheduler.test.ts.

/** Follows a footer link by the router, on the paused clock. */
async function follow(page: Page, name: string, path: string) {
  await page.getByRole('contentinfo').getByRole('link', {name}).click();
  await creepUntil(page, async () => new URL(page.url()).pathname === path);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
}

test('the pop-ups first at 5 s and 10 s, in fixed slots; with them up, the quotes playing and each header panel open, / holds its layout and keeps its colours forced; carried on across navigation; Dismiss, hover, Escape, a hidden tab, axe in both themes and "Stop showing these" for the tab, by the keyboard', async ({
  page,
}) => {
  test.slow(true, 'the layout at seven widths, then three minutes of the pop-ups');
  // Headless Chromium always reports the page as visible: a stand-in, switched as a tab switch would.
  const setHidden = (hidden: boolean) =>
    page.evaluate((hidden) => {
      const state = hidden ? 'hidden' : 'visible';
      Object.defineProperty(document, 'visibilityState', {value: state, configurable: true});
      Object.defineProperty(document, 'hidden', {value: hidden, configurable: true});
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await gotoWithPausedClock(page, '/');
  const region = page.getByRole('region', {name: 'Recent activity'});
  await creepUntil(page, async () => (await region.count()) === 1);
  expect(
    await pageTime(page),
    'the pop-ups chunk must be in the page well before 5 s',
  ).toBeLessThan(3000);
  const hires = region.getByRole('group', {name: 'New freelancers'});
  const projects = region.getByRole('group', {name: 'Project submissions'});
  const [hire, project] = [hires, projects].map((group) => group.getByRole('status'));
  const card = (status: Locator) => status.locator('..');
  const shown = () => Promise.all([hire.textContent(), project.textContent()]);
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  const height = await pageHeight();

  await test.step('the new hire at 5 s, sliding in but under reduced motion; the project at 10 s', async () => {
    for (const status of [hire, project])
      await expect(status).toHaveAttribute('aria-live', 'polite');
    await runUntil(page, 4900);
    await expect(hire).toBeEmpty();
    await runUntil(page, 5000);
    await expect(hire).toHaveText(/^\S+(?: \S+)? from .+ just joined$/);
    await expect(card(hire)).not.toHaveCSS('animation-name', 'none');
    await page.emulateMedia({reducedMotion: 'reduce'});
    await expect(card(hire)).toHaveCSS('animation-name', 'none');
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await runUntil(page, 9900);
    await expect(project).toBeEmpty();
    await runUntil(page, 10_000);
    await expect(project).toHaveText(/^\S+ [A-Z]\. submitted an? .+ project$/);
    await expect(region.locator(':focus'), 'nothing in the pop-ups took focus').toHaveCount(0);
  });

  await test.step('bottom left, in two fixed slots that never overlap or move the page', async () => {
    await expect(region).toHaveCSS('position', 'fixed');
    expect(await pageHeight(), 'the page height').toBe(height);
    const viewport = page.viewportSize()!;
    const [hireBox, projectBox] = [
      (await card(hire).boundingBox())!,
      (await card(project).boundingBox())!,
    ];
    for (const box of [hireBox, projectBox]) {
      expect(box.x).toBeLessThanOrEqual(24);
      expect(box.width).toBeLessThanOrEqual(321);
      expect(box.x + box.width).toBeLessThan(viewport.width / 2);
    }
    expect(viewport.height - (hireBox.y + hireBox.height)).toBeLessThanOrEqual(24);
    expect(projectBox.y + projectBox.height, 'the project over the new hire').toBeLessThanOrEqual(
      hireBox.y,
    );
  });

  await test.step('at their longest, with the quotes playing and each header panel open: the layout, clear of the chat launcher, and forced colours', async () => {
    // The clock held (each resize runs it 40 ms): both stay up throughout.
    const messages = region.getByRole('status');
    const write = (texts: (string | null)[]) =>
      messages.evaluateAll(
        (elements, texts) =>
          elements.forEach((element, index) => (element.firstChild!.nodeValue = texts[index])),
        texts,
      );
    const served = await messages.allTextContents();
    // Each card its tallest, whatever the shuffle shows: the longest message of each list.
    const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a));
    await write([
      longest(PROJECT_SUBMISSIONS.map((entry) => projectSubmissionMessage(entry))),
      longest(NEW_HIRES.map((entry) => newHireMessage(entry))),
    ]);
    await expect(page.getByRole('button', {name: 'Pause testimonials'})).toHaveText('Pause');
    const problems: string[] = [];
    const heldClock = {clockHeld: true};
    await still(page, async () => {
      for (const layout of LAYOUTS) {
        problems.push(...(await layoutProblems(page, [layout], heldClock)));
        // Crisp's launcher takes the bottom-right 60 px and a 20 px margin, drawn in px.
        const rights = await messages.evaluateAll((all) =>
          all.map((status) => status.parentElement!.getBoundingClientRect().right),
        );
        if (rights.some((right) => right >= layout[0] - 80))
          problems.push(`${layout[0]} px: a pop-up reaches the chat launcher (${rights})`);
        for (const [name, trigger] of [
          ['menu', menuButton(page)],
          ['theme menu', themeButton(page)],
        ] as const) {
          await trigger.click();
          await expect(trigger).toHaveAttribute('aria-expanded', 'true');
          // Focusing the skip link would close the panel; it was checked just above.
          const found = await layoutProblems(page, [layout], {
            ...heldClock,
            focusSkipLink: false,
          });
          problems.push(...found.map((line) => `${name} open, ${line}`));
          await page.keyboard.press('Escape');
          await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        }
      }

      // In forced colours the closing call's panel, its brand fill gone, keeps an edge on every
      // side (Contact Us's own fill: pages.spec.ts, the open navigation).
      const panelEdges = async () => {
        const panel = page.getByRole('complementary', {name: closingCta.title}).locator('> div');
        // Four sides' style and width, each given once when all four are alike.
        const edges = await panel.evaluate((element) => {
          const {borderStyle, borderWidth} = getComputedStyle(element);
          return `${borderStyle} ${borderWidth}`;
        });
        return /none|\b0px/.test(edges) ? [`the closing call's panel's edges: ${edges}`] : [];
      };
      problems.push(...(await colourProblems(page, {axe: false, forced: panelEdges})));
    });
    expect(problems).toEqual([]);
    await write(served);
  });

  await test.step('a client-side navigation carries on, not starting over', async () => {
    const first = await hire.textContent();
    await follow(page, 'About Us', '/about');
    await expect(hire).toHaveText(first!);
    await runUntil(page, 17_000);
    await expect(hire).toBeEmpty();
    await runUntil(page, 17_500);
    await expect(hire).not.toBeEmpty();
  });

  await test.step('Dismiss, by the keyboard, hides the project, the new hire carries on, the next project at 25.5 s', async () => {
    const [kept, closed] = await shown();
    const dismiss = projects.getByRole('button', {name: 'Dismiss'});
    await dismiss.focus();
    await page.keyboard.press('Tab');
    await expect(projects.getByRole('button', {name: 'Stop showing these'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dismiss).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(project).toBeEmpty();
    await expect(projects.getByRole('button')).toHaveCount(0);
    await expect(hire, 'the other pop-up carries on').toHaveText(kept!);
    await runUntil(page, 25_499);
    await expect(project).toBeEmpty();
    await runUntil(page, 25_500);
    await expect(project).not.toBeEmpty();
    await expect(project).not.toHaveText(closed!);
  });

  await test.step('hovering holds a pop-up 35 s; Escape on it closes it', async () => {
    const held = await project.textContent();
    await card(project).hover();
    await runUntil(page, 60_500);
    await expect(project, 'the hovered pop-up moved on').toHaveText(held!);
    await page.mouse.move(1000, 10);
    await projects.getByRole('button', {name: 'Dismiss'}).focus();
    await page.keyboard.press('Escape');
    await expect(project).toBeEmpty();
  });

  await test.step('a hidden tab holds both, and the rest of their time runs once it shows again', async () => {
    // Now the new hire until 65 s; the next project at 75.5 s, the hover's 35 s later.
    const before = await shown();
    await setHidden(true);
    await runUntil(page, 160_500);
    expect(await shown(), 'moved on in a hidden tab').toEqual(before);
    await setHidden(false);
    await runUntil(page, 164_999);
    await expect(hire).toHaveText(before[0]!);
    await runUntil(page, 165_000);
    await expect(hire).toBeEmpty();
    await runUntil(page, 175_499);
    await expect(project).toBeEmpty();
    await runUntil(page, 175_500);
    await expect(project).not.toBeEmpty();
  });

  await test.step('axe (WCAG 2.2 AA) with both open, light and dark', async () => {
    // axe needs the page's timers: the clock runs in real time, the hidden tab holding both cards.
    const before = await shown();
    await setHidden(true);
    await page.clock.resume();
    await expectNoAxeViolationsInEitherTheme(page, '[aria-label="Recent activity"]');
    expect(await shown()).toEqual(before);
  });

  await test.step('"Stop showing these", by the keyboard, ends both for the tab, across navigation and a reload', async () => {
    await setHidden(false);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await hires.getByRole('button', {name: 'Dismiss'}).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(region).toHaveCount(0);
    expect(await readStoredIn(page, 'socialProofStopped')).toBe('1');
    // Run twice: a lazily loaded chunk asked for in the first run is shown on a timer of React's.
    const staysStopped = async () => {
      for (const ms of [15_000, 15_000]) await runFor(page, ms);
      await expect(region).toHaveCount(0);
    };
    await follow(page, 'Privacy Policy', '/privacy-policy');
    await staysStopped();
    await page.reload();
    await creepUntil(page, () => isHydrated(page));
    await staysStopped();
  });
});
