// @vitest-environment jsdom
import {act, render, screen} from '@testing-library/react';
import {readSiteFacts} from '@site/src/config/site';

// SOCIAL_PROOF_POPUPS=off (docs/deploying.md): the root shows no pop-up and never loads their code.

const facts = readSiteFacts({SOCIAL_PROOF_POPUPS: 'off'});
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

it('off, the page has no pop-up and never loads their code, though both are due by 15 s', async () => {
  vi.useFakeTimers();
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
  expect(screen.getByRole('main')).toHaveTextContent('The page');
  expect(screen.queryByRole('region', {name: 'Recent activity'})).toBeNull();
  expect(requested.popups).toBe(false);
});
