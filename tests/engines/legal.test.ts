import {spawnSync} from 'node:child_process';
import {POLICIES} from '../e2e/contentPages';
import type {EngineSession} from './session';
import {forEachEngine, skipWith} from './suite';

// A policy's contents (src/components/Legal/PolicyContents) beside the text on a laptop and
// behind a disclosure on a phone, the last link leading to its section; and the policy printed.
// Their links' text and targets as served: tests/built/legal.test.ts.

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

/** pdftotext, from Debian's poppler-utils, reads what a PDF prints. */
const hasPdfToText = () => spawnSync('pdftotext', ['-v'], {stdio: 'ignore'}).status === 0;

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

  it(`${POLICY.path} prints its text, and nothing of the site around it`, async (context) => {
    await session().start();
    await session().driver.resize(1280, 800);
    await session().open(POLICY.path);
    const pdf = await session().driver.print();
    if ('unsupported' in pdf) return skipWith(context, pdf.unsupported);
    if (!hasPdfToText()) {
      return skipWith(context, 'pdftotext reads the printed PDF: apt-get install poppler-utils');
    }
    const printed = spawnSync('pdftotext', ['-layout', '-', '-'], {input: pdf, encoding: 'utf8'});
    const text = printed.stdout.replace(/\s+/g, ' ');
    // Firefox 153 (WebDriver BiDi's browsingContext.print) draws the variable Figtree face as
    // outlines: the PDF has pages but no text to read back. Say so, rather than pass on nothing.
    if (!/[A-Za-z]{3}/.test(text)) {
      return skipWith(
        context,
        `${session().engine} prints the page, but as outlines without text (pdftotext reads none), so what is on paper cannot be checked here`,
      );
    }
    for (const part of [POLICY.h1, POLICY.effective, ...POLICY.headings]) {
      expect(text, 'on paper').toContain(part);
    }
    const frame = await session().driver.evaluate(
      () => [
        // The labels of the contents and of the links to the other policies.
        ...[...document.querySelectorAll('main nav p')].map((label) => label.textContent!.trim()),
        document
          .querySelector('a[href="#__docusaurus_skipToContent_fallback"]')!
          .textContent!.trim(),
        ...[...document.querySelectorAll('footer nav h2, footer nav h3, footer nav p')].map(
          (heading) => heading.textContent!.trim(),
        ),
      ],
      null,
    );
    for (const part of frame) expect(text, 'left off the paper').not.toContain(part);
  });
});
