import {findInvisibleParts, ownAndSurroundingFill} from '../e2e/forcedColorsChecks';
import {POLICIES} from '../e2e/contentPages';
import {NEW_HIRE_STATUS, NOTICE} from './consoleRecorder';
import type {Expected} from './session';
import {forEachEngine} from './suite';

// The widgets whose code meets each engine's own event, focus and timer handling. Timed behaviour
// is waited for in real time and judged by the page's own clock (no fake clock in WebDriver).

const MENU = 'header button[aria-label="Menu"]';
const THEME = 'header button[aria-label^="Theme"]';
const FIRST_LINK = 'nav[aria-label="Main"] a[href="/about"]';
const CAROUSEL = '[role="group"][aria-label="Freelancer testimonials"]';
const DISMISS = `${NEW_HIRE_STATUS.replace(' [role="status"]', '')} button[aria-label="Dismiss"]`;
/** A notice's duration (src/components/Notice/Toaster) and the first pop-up's delay (src/data/popups). */
const NOTICE_MS = 5_000;
const FIRST_POPUP_MS = 5_000;
/** Firefox rounds performance.now() to a millisecond or coarser. */
const PRECISION_MS = 20;
const POLICY = POLICIES.find((policy) => policy.path === '/privacy-policy')!;

forEachEngine('given the widgets', (session) => {
  it(`the menu by keyboard and mouse, its link navigating; the theme chosen kept on the next load; the carousel paused, played, moved both ways; ${POLICY.path}'s contents behind a closed disclosure on a phone, beside the text on a laptop, a link leading to its section`, async () => {
    await session().start();
    await session().driver.resize(390, 844);
    await session().open('/');
    await session().until(MENU, {visible: true, expanded: 'false'});
    await session().until(FIRST_LINK, {visible: false});
    await session().driver.evaluate(
      (menu) => document.querySelector<HTMLElement>(menu)!.focus(),
      MENU,
    );
    const button = (label: string) => `${CAROUSEL} button[aria-label="${label}"]`;
    const steps: [string, string, Expected][] = [
      ['Enter', MENU, {expanded: 'true', focused: true}],
      ['Tab', FIRST_LINK, {focused: true, visible: true}],
      ['Escape', MENU, {expanded: 'false', focused: true}],
      [MENU, FIRST_LINK, {visible: true}],
      [MENU, FIRST_LINK, {visible: false}],
      [THEME, THEME, {expanded: 'true'}],
      [
        `[role="radiogroup"][aria-label="Theme"] label:has(input[value="dark"])`,
        THEME,
        {label: 'Theme: Dark'},
      ],
      ['Escape', THEME, {expanded: 'false'}],
      [button('Pause testimonials'), button('Play testimonials'), {visible: true}],
    ];
    for (const [action, selector, expected] of steps) {
      if (['Enter', 'Tab', 'Escape'].includes(action))
        await session().driver.press(action as 'Tab');
      else await session().driver.click(action);
      await session().until(selector, expected);
    }
    const shown = () =>
      session().driver.evaluate((carousel) => {
        const slides = [...document.querySelectorAll(`${carousel} li`)];
        return [slides.findIndex((slide) => slide.hasAttribute('data-current')), slides.length];
      }, CAROUSEL);
    const [start, count] = await shown();
    await session().driver.click(button('Next testimonial'));
    expect((await shown())[0]).toBe((start + 1) % count);
    await session().driver.click(button('Previous testimonial'));
    await session().driver.click(button('Previous testimonial'));
    expect((await shown())[0]).toBe((start + count - 1) % count);
    await session().driver.click(button('Play testimonials'));
    await session().until(button('Pause testimonials'), {visible: true});

    const theme = () => [document.documentElement.dataset.theme, localStorage.getItem('theme')];
    expect(await session().open('/', theme)).toEqual(['dark', 'dark']);
    await session().until(THEME, {label: 'Theme: Dark'});
    await session().driver.click(MENU);
    await session().driver.click('nav[aria-label="Main"] a[href="/rules"]');
    await session().until('h1', {text: 'Rules'}, 20_000);
    expect(await session().driver.evaluate(() => location.pathname, null)).toBe('/rules');
    await session().until(MENU, {expanded: 'false'});

    const visibleLinks = (nav: string) =>
      session().driver.evaluate(
        (nav) =>
          [...document.querySelectorAll<HTMLAnchorElement>(`${nav} a`)]
            .filter((link) => link.checkVisibility())
            .map((link) => link.getAttribute('href')!),
        nav,
      );
    const follow = async (nav: string, index: number) => {
      const hash = (await visibleLinks(nav)).at(index)!;
      expect(await visibleLinks(nav), nav).toHaveLength(POLICY.headings.length);
      await session().driver.click(`${nav} a[href="${hash}"]`);
      await session().waitFor(
        `${hash} is in the address and its heading on screen`,
        (hash) => {
          const top = document.querySelector(`article h2${hash}`)?.getBoundingClientRect().top;
          return location.hash === hash && top !== undefined && top >= 0 && top < innerHeight;
        },
        hash,
      );
    };
    await session().open(POLICY.path);
    expect(await visibleLinks('article nav')).toEqual([]);
    await session().driver.click('article nav summary');
    await follow('article nav', -1);
    await session().driver.resize(1280, 800);
    await follow('main > nav:has(a[href^="#"])', 0);
  });

  it('a notice appears without navigating and goes after 5 s; the new-hire pop-up shows 5 s after the load, and Dismiss closes it', async () => {
    await session().start({socialProofStopped: ''});
    await session().driver.resize(390, 844);
    await session().open('/investors');
    await session().driver.click('main button.button');
    await session().until(NOTICE, {visible: true, text: 'Page Not Available'});
    expect(await session().driver.evaluate(() => location.pathname, null)).toBe('/investors');
    // Moved away, so that hovering does not hold it.
    await session().driver.hover('h1');
    await session().until(NOTICE, {found: false}, NOTICE_MS + 10_000);
    await session().until(NEW_HIRE_STATUS, {text: ' just joined'}, FIRST_POPUP_MS + 10_000);
    // By the page's clock, from the click (timed from the notice's coming, WebKit measured
    // 4875 ms under load) to the notice's going.
    const [clicked, went, shown] = await session().driver.evaluate(() => {
      const win = window as unknown as Record<string, number>;
      return [win.__clickedAt, win.__noticeWentAt, win.__firstTextAt];
    }, null);
    expect
      .soft(went - clicked, 'the notice was up for less than its 5 s')
      .toBeGreaterThanOrEqual(NOTICE_MS - PRECISION_MS);
    expect
      .soft(shown, 'the pop-up came early')
      .toBeGreaterThanOrEqual(FIRST_POPUP_MS - PRECISION_MS);
    await session().driver.click(DISMISS);
    await session().until(DISMISS, {found: false});
  });
});

forEachEngine(
  'given forced colours',
  (session) => {
    it('every control keeps an edge and every icon a colour, on a phone and a laptop; the menu marks Contact Us with a fill of its own', async () => {
      await session().start();
      expect(await session().open('/', () => matchMedia('(forced-colors: active)').matches)).toBe(
        true,
      );
      // Ending on / at 390 px, the menu's width.
      const routes = ['/contact', '/blog', '/terms-of-service', '/'];
      const problems = session().problemsAcross(routes, [390, 1280], findInvisibleParts, null);
      expect(await problems).toEqual([]);

      await session().until(MENU, {visible: true});
      await session().driver.click(MENU);
      const contact = 'nav[aria-label="Main"] a[href="/contact"]';
      await session().until(contact, {visible: true});
      const [own, around] = await session().driver.evaluate(ownAndSurroundingFill, contact);
      expect(own, 'Contact Us is filled in a colour of its own').not.toBe(around);
    });
  },
  {forcedColours: true},
);
