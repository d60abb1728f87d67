import type {Page} from '@playwright/test';
import {NEW_HIRES} from '@site/src/data/popups/newHires';
import {PROJECT_SUBMISSIONS} from '@site/src/data/popups/projectSubmissions';
import {newHireMessage, projectSubmissionMessage} from '@site/src/lib/popupMessages';
import {test, expect, creepUntil, gotoWithPausedClock, runUntil, storeBeforeLoad} from './fixtures';
import {menuButton, themeButton} from './headerControls';
import {checkLayout, layoutCheckOptions} from './layoutChecks';
import {ROUTES_AND_ONE_OPENING} from './openings';
import {gotoStill, holdStill, settleStill, type Theme} from './still';

// SPEC section 8, "Layout and look": every route, and one opening's page (they all come from
// one component), holds its layout at 320, 390, 768 and 1280 px, with WCAG 2.2's text-spacing
// overrides (SC 1.4.12) and at 200 % text (SC 1.4.4): no sideways scroll, nothing outside the
// viewport, no word broken inside a control or between two letters of a heading, no controls
// drawn over each other (./layoutChecks.ts says how each is measured).
// In the light theme only: the dark theme overrides colours only (src/css/tokens.css; STYLE.md,
// "the dark theme overriding colours only"), and colour is what a11y.spec.ts (axe's contrast)
// and screenshots.spec.ts check in both themes.
// One page load per route; the widths and modes are visited on that page, by resizing it and
// by adding and removing the modes' stylesheets. gotoStill hides the chat launcher, a third
// party's widget drawn by a stand-in here; the pop-ups leave room for it.
const theme: Theme = 'light';

/** A phone of each size, a tablet and a laptop; the heights only matter to fixed boxes. */
const HEIGHTS = {320: 568, 390: 844, 768: 1024, 1280: 800} as const;
type Width = keyof typeof HEIGHTS;

type Mode = {name: string; widths: Width[]; css?: string};

const MODES: Mode[] = [
  {name: 'default text', widths: [320, 390, 768, 1280]},
  {
    name: 'text spacing (SC 1.4.12)',
    widths: [390, 1280],
    css: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`,
  },
  {
    // Infima sets the root's size (`html { font: var(--ifm-font-size-base)/… }`, 100 %) and every
    // type and space token is in rem (src/css/tokens.css), so doubling the root doubles the text.
    name: '200 % text (SC 1.4.4)',
    widths: [390, 1280],
    css: 'html { font-size: 200% !important; }',
  },
];

/**
 * Resizes the page and lets two frames pass, for anything that observes the size. A page
 * whose clock the test holds (`clockHeld`) gets its frames from that clock.
 */
async function resizeTo(page: Page, width: Width, clockHeld = false): Promise<void> {
  await page.setViewportSize({width, height: HEIGHTS[width]});
  if (clockHeld) {
    await page.clock.runFor(40);
    return;
  }
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

/** The problems the in-page checks find, each line naming where it was seen. */
async function problemsAt(
  page: Page,
  where: string,
  width: Width,
  {focusSkipLink = true, clockHeld = false} = {},
): Promise<string[]> {
  await resizeTo(page, width, clockHeld);
  const problems = await page.evaluate(checkLayout, layoutCheckOptions(focusSkipLink));
  return problems.map(
    ({check, element, detail}) =>
      `${where} at ${width} px — ${check}: ${element}${detail ? ` (${detail})` : ''}`,
  );
}

/** Puts the mode's stylesheet in the page; returns what takes it out again. */
async function applyMode(page: Page, mode: Mode): Promise<() => Promise<void>> {
  if (!mode.css) return async () => {};
  const style = await page.addStyleTag({content: mode.css});
  await page.evaluate(() => document.fonts.ready);
  return async () => {
    await style.evaluate((element) => element.parentNode?.removeChild(element));
  };
}

test.describe('given every route at every width', () => {
  for (const route of ROUTES_AND_ONE_OPENING) {
    test(`${route} holds its layout, with text spacing and at 200 % text too`, async ({page}) => {
      await page.setViewportSize({width: 390, height: HEIGHTS[390]});
      // The theme stored and preferred, motion reduced, the pop-ups stopped (tested below).
      await holdStill(page, theme);
      await gotoStill(page, route);
      const problems: string[] = [];
      for (const mode of MODES) {
        const removeMode = await applyMode(page, mode);
        for (const width of mode.widths) {
          problems.push(...(await problemsAt(page, `${route}, ${mode.name},`, width)));
        }
        await removeMode();
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe("given the pop-ups showing, the header's panels open and the quotes playing", () => {
  // The pop-ups and the panels float over every page alike; one page is enough to see them,
  // and it is the one with the carousel, whose control reads "Pause" only while it plays
  // (under reduced motion, as above, it starts paused).
  // The tallest card of each pop-up, whatever the shuffle shows: the longest message of each list.
  const longest = (messages: string[]) =>
    messages.reduce((long, message) => (message.length > long.length ? message : long));
  const tallest = [
    longest(PROJECT_SUBMISSIONS.map((entry) => projectSubmissionMessage(entry))),
    longest(NEW_HIRES.map((entry) => newHireMessage(entry))),
  ];

  for (const mode of MODES) {
    test(`they stay on the screen and clear of each other with ${mode.name}`, async ({page}) => {
      await page.setViewportSize({width: mode.widths[0], height: HEIGHTS[mode.widths[0]]});
      await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
      await storeBeforeLoad(page, 'theme', theme);
      // A clock the test holds, paused before the load and crept only until the pop-ups'
      // chunk is in: the pop-ups come at 5 s and 10 s of the page's own time, and the first
      // goes at 17 s; held from 10.5 s (each resize runs it 40 ms), both stay for the whole test.
      await gotoWithPausedClock(page, '/');
      const region = page.getByRole('region', {name: 'Recent activity'});
      await creepUntil(page, async () => (await region.count()) === 1);
      await settleStill(page);
      await applyMode(page, mode);
      await runUntil(page, 10_500);
      const messages = region.getByRole('status');
      await expect(messages.nth(0)).not.toBeEmpty();
      await expect(messages.nth(1)).not.toBeEmpty();
      await messages.evaluateAll((elements, texts) => {
        elements.forEach((element, index) => (element.textContent = texts[index]));
      }, tallest);
      await page.getByRole('button', {name: 'Play testimonials'}).click();
      await expect(page.getByRole('button', {name: 'Pause testimonials'})).toHaveText('Pause');

      const problems: string[] = [];
      for (const width of mode.widths) {
        const where = `/, ${theme}, ${mode.name}, pop-ups showing, quotes playing,`;
        problems.push(...(await problemsAt(page, where, width, {clockHeld: true})));
        for (const [name, trigger] of [
          ['menu', menuButton(page)],
          ['theme menu', themeButton(page)],
        ] as const) {
          await trigger.click();
          await expect(trigger).toHaveAttribute('aria-expanded', 'true');
          // Focusing the skip link would close the panel; it was checked just above.
          problems.push(
            ...(await problemsAt(page, `${where} ${name} open,`, width, {
              focusSkipLink: false,
              clockHeld: true,
            })),
          );
          await page.keyboard.press('Escape');
          await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
