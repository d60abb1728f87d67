// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react';
import {DEFAULT_FACTS, readSiteFacts, type SiteFacts} from '@site/src/config/site';

// SOCIAL_PROOF_POPUPS=off (docs/deploying.md): the root shows no pop-up and never loads their code.

let facts: SiteFacts = DEFAULT_FACTS;
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {customFields: {facts, buildYear: 2026, blogCategoryNames: []}},
    i18n: {currentLocale: 'en', defaultLocale: 'en'},
  }),
}));
vi.mock('@docusaurus/theme-common', () => ({
  useThemeConfig: () => ({navbar: {title: 'Talentlane'}}),
}));
const requested = vi.hoisted(() => ({popups: false}));
vi.mock('@site/src/components/Popups/SocialProof', async (importOriginal) => {
  requested.popups = true;
  return importOriginal();
});

/** Renders a page in the site's root built with `env`, and lets 15 s pass: both pop-ups are due by then. */
async function renderPage(env: {SOCIAL_PROOF_POPUPS: string}) {
  facts = readSiteFacts(env);
  const {default: Root} = await import('@site/src/theme/Root');
  render(
    <Root>
      <main>The page</main>
    </Root>,
  );
  for (let second = 0; second < 15; second += 1) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
      await vi.dynamicImportSettled();
    });
  }
}

beforeEach(() => {
  vi.resetModules();
  requested.popups = false;
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('off, the page has no pop-up and never loads their code', async () => {
  await renderPage({SOCIAL_PROOF_POPUPS: 'off'});
  expect(screen.getByRole('main')).toHaveTextContent('The page');
  expect(screen.queryByRole('region', {name: 'Recent activity'})).toBeNull();
  expect(requested.popups).toBe(false);
});
