import {POLICIES} from '../e2e/contentPages';
import type {EngineSession} from './session';
import {forEachEngine} from './suite';

// A policy's contents (src/components/Legal/PolicyContents) beside the text on a laptop and
// behind a disclosure on a phone, the last link leading to its section. Their links' text and
// targets as served: tests/built/legal.test.ts; the policy printed: print.spec.ts (Chromium; here
// Firefox prints Figtree as outlines pdftotext cannot read, and WebKit's driver does not print).

/** The contents beside the text: a navigation outside the text that links into it. */
const BESIDE = 'main > nav:has(a[href^="#"])';
/** The contents under the title, in the text's title band. */
const UNDER_TITLE = 'article nav';

const POLICY = POLICIES.find((policy) => policy.path === '/privacy-policy')!;

/** The contents' links, in order, as the reader sees them. */
const contentLinks = (session: EngineSession, nav: string) =>
  session.driver.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLAnchorElement>(`${selector} a`)]
        .filter((link) => link.checkVisibility())
        .map((link) => ({text: link.textContent!.trim(), href: link.getAttribute('href')!})),
    nav,
  );

/** Follows the last link of the contents: the address names its section, which is on screen. */
async function followLastLink(session: EngineSession, nav: string): Promise<void> {
  const links = await contentLinks(session, nav);
  expect(links).toHaveLength(POLICY.headings.length);
  const last = links.at(-1)!.href;
  await session.driver.click(`${nav} a[href="${last}"]`);
  await session.waitFor({
    holds: (hash) => {
      const heading = document.querySelector(`article h2${hash}`);
      const top = heading?.getBoundingClientRect().top ?? -1;
      return location.hash === hash && top >= 0 && top < innerHeight;
    },
    arg: last,
    what: `${last} is in the address and its heading on screen`,
  });
}

forEachEngine('given a policy', (session) => {
  it(`${POLICY.path} lists its sections beside the text, each linking to its section`, async () => {
    await session().start();
    await session().driver.resize(1280, 800);
    await session().open(POLICY.path);
    await followLastLink(session(), BESIDE);
  });

  it(`${POLICY.path} lists them behind a disclosure on a phone`, async () => {
    await session().start();
    await session().driver.resize(390, 844);
    await session().open(POLICY.path);
    expect(await contentLinks(session(), UNDER_TITLE)).toEqual([]);
    await session().driver.click(`${UNDER_TITLE} summary`);
    await followLastLink(session(), UNDER_TITLE);
  });
});
