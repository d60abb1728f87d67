import {NEW_HIRE_STATUS} from './consoleRecorder';
import {forEachEngine} from './suite';

// The widgets whose code meets each engine's own event, focus and timer handling: the
// testimonial carousel's controls, a notice and its dismissal after 5 s (Radix Toast), and
// the social-proof pop-ups and their Dismiss button. WebDriver has no fake clock, so timed
// behaviour is waited for in real time, with a bound a missing timer would break, and judged
// by the page's own clock: from before its cause (the page's time origin, the click) to where
// the page changed, which a late timer or a slow WebDriver command can only make longer, never
// shorter.

const CAROUSEL = '[role="group"][aria-label="Freelancer testimonials"]';
const carouselButton = (label: string) => `${CAROUSEL} button[aria-label="${label}"]`;

/** The index of the quote shown, among the carousel's slides. */
const currentQuote = (carousel: string) => {
  const slides = [...document.querySelectorAll(`${carousel} li`)];
  return slides.findIndex((slide) => slide.hasAttribute('data-current'));
};

const NOTICE = '[aria-label^="Notices"] li';
/** Radix' toast duration (src/components/Notice/Toaster). */
const NOTICE_MS = 5_000;
/** Firefox rounds performance.now() to a millisecond or coarser, so the page's times may be this much apart. */
const PRECISION_MS = 20;

const NEW_HIRES =
  'section[aria-label="Recent activity"] [role="group"][aria-label="New freelancers"]';
/** The new-hire pop-up's first appearance (src/data/popups), 5 s after the page loads. */
const FIRST_POPUP_MS = 5_000;

/**
 * Runs in the page: notes, by the page's clock, when the next click starts (before any of the
 * page's handlers, so before a timer it starts) and when the element `selector` finds, having
 * come, goes. (Noting when it came would be late by the rest of the task that also started its
 * timer: WebKit's notice measured 4875 ms that way, under load.)
 */
function watchClickAndGoing(selector: string) {
  const win = window as unknown as {__clicked?: number; __went?: number};
  document.addEventListener('click', () => (win.__clicked = performance.now()), {
    capture: true,
    once: true,
  });
  let came = false;
  new MutationObserver((_, watch) => {
    const present = Boolean(document.querySelector(selector));
    came ||= present;
    if (came && !present) {
      win.__went = performance.now();
      watch.disconnect();
    }
  }).observe(document.body, {childList: true, subtree: true});
}

forEachEngine('given the widgets', (session) => {
  it('the carousel pauses, plays, and moves with its next and previous buttons', async () => {
    await session().start();
    await session().driver.resize(1280, 800);
    await session().open('/');
    await session().driver.click(carouselButton('Pause testimonials'));
    await session().until(carouselButton('Play testimonials'), {visible: true});
    const count = await session().driver.evaluate(
      (carousel) => document.querySelectorAll(`${carousel} li`).length,
      CAROUSEL,
    );
    const shown = () => session().driver.evaluate(currentQuote, CAROUSEL);
    const start = await shown();
    await session().driver.click(carouselButton('Next testimonial'));
    expect(await shown()).toBe((start + 1) % count);
    await session().driver.click(carouselButton('Previous testimonial'));
    await session().driver.click(carouselButton('Previous testimonial'));
    expect(await shown()).toBe((start + count - 1) % count);
    await session().driver.click(carouselButton('Play testimonials'));
    await session().until(carouselButton('Pause testimonials'), {visible: true});
  });

  it('a notice appears without navigating and goes after 5 s; the new-hire pop-up shows 5 s after the load, and Dismiss closes it', async () => {
    await session().start({socialProofStopped: ''});
    await session().driver.resize(390, 844);
    await session().open('/investors');
    await session().driver.evaluate(watchClickAndGoing, NOTICE);
    // The page's one notice button drawn as a button (src/pages/investors.mdx).
    await session().driver.click('main button.button');
    await session().until(NOTICE, {visible: true});
    expect(await session().inspect(NOTICE)).toMatchObject({
      text: expect.stringContaining('Page Not Available'),
    });
    expect(await session().driver.evaluate(() => location.pathname, null)).toBe('/investors');
    // Moved away, so that hovering does not hold it.
    await session().driver.hover('h1');
    // How long to wait, not a goal: on a busy machine the page's timers fire late.
    await session().until(NOTICE, {found: false}, NOTICE_MS + 10_000);
    await session().waitFor(
      {holds: () => '__firstTextAt' in window, arg: null, what: 'the new-hire pop-up shows'},
      FIRST_POPUP_MS + 10_000,
    );
    // Each noted by the page as it happened (./consoleRecorder.ts, watchClickAndGoing).
    const {clicked, went, shown} = await session().driver.evaluate(() => {
      const win = window as unknown as {__clicked: number; __went: number; __firstTextAt: number};
      return {clicked: win.__clicked, went: win.__went, shown: win.__firstTextAt};
    }, null);
    expect
      .soft(went - clicked, 'the notice was up for less than its 5 s')
      .toBeGreaterThanOrEqual(NOTICE_MS - PRECISION_MS);
    expect
      .soft(shown, 'the pop-up came early')
      .toBeGreaterThanOrEqual(FIRST_POPUP_MS - PRECISION_MS);
    expect(await session().inspect(NEW_HIRE_STATUS)).toMatchObject({
      text: expect.stringMatching(/ just joined$/),
    });
    await session().driver.click(`${NEW_HIRES} button[aria-label="Dismiss"]`);
    await session().until(`${NEW_HIRES} button[aria-label="Dismiss"]`, {found: false});
  });
});
