import type {EngineSession} from './session';
import {forEachEngine} from './suite';

// The header's two disclosures (src/components/Frame/HeaderDisclosure) by keyboard and mouse,
// and the theme chosen in one of them kept across a reload (src/browser/storage.ts), as
// header.spec.ts and theme.spec.ts check them in Chromium.

const MENU = 'header button[aria-label="Menu"]';
const THEME = 'header button[aria-label^="Theme"]';
const FIRST_LINK = 'nav[aria-label="Main"] a[href="/about"]';

/** The home page on a phone, hydrated, with the header's buttons swapped in. */
async function openHome(session: EngineSession): Promise<void> {
  await session.start();
  await session.driver.resize(390, 844);
  await session.open('/');
  await session.until(MENU, {visible: true});
}

forEachEngine('given the header', (session) => {
  it('the menu opens with Enter, Tab walks its links, Escape closes it back to its button; by mouse it opens and closes, and a link navigates', async () => {
    await openHome(session());
    expect(await session().inspect(MENU)).toMatchObject({expanded: 'false'});
    expect(await session().inspect(FIRST_LINK)).toMatchObject({visible: false});
    await session().driver.evaluate(
      (menu) => document.querySelector<HTMLElement>(menu)!.focus(),
      MENU,
    );
    await session().driver.press('Enter');
    await session().until(MENU, {expanded: 'true', focused: true});
    await session().driver.press('Tab');
    await session().until(FIRST_LINK, {focused: true, visible: true});
    await session().driver.press('Escape');
    await session().until(MENU, {expanded: 'false', focused: true});
    expect(await session().inspect(FIRST_LINK)).toMatchObject({visible: false});

    await session().driver.click(MENU);
    await session().until(FIRST_LINK, {visible: true});
    await session().driver.click(MENU);
    await session().until(FIRST_LINK, {visible: false});
    await session().driver.click(MENU);
    await session().driver.click('nav[aria-label="Main"] a[href="/rules"]');
    // The address changes at the click, the page once its code has loaded. Waiting for the page
    // also keeps the next test from cutting that load short (Firefox logs it).
    await session().waitFor(
      {
        holds: () =>
          location.pathname === '/rules' &&
          document.querySelector('h1')?.textContent?.includes('Rules') === true,
        arg: null,
        what: 'the Rules link navigates',
      },
      20_000,
    );
    await session().until(MENU, {expanded: 'false'});
  });

  it('the theme chosen in its menu is kept across a reload', async () => {
    await openHome(session());
    await session().until(THEME, {visible: true});
    await session().driver.click(THEME);
    await session().until(THEME, {expanded: 'true'});
    await session().driver.click(
      '[role="radiogroup"][aria-label="Theme"] label:has(input[value="dark"])',
    );
    await session().until(THEME, {label: 'Theme: Dark'});
    await session().driver.press('Escape');
    await session().until(THEME, {expanded: 'false'});
    await session().reload();
    const after = await session().driver.evaluate(
      () => [document.documentElement.dataset.theme, localStorage.getItem('theme')],
      null,
    );
    expect(after).toEqual(['dark', 'dark']);
    await session().until(THEME, {label: 'Theme: Dark'});
  });
});
