// @vitest-environment jsdom
// The versions, "What changed" and printing as served: policy-history.spec.ts, on the fixture site.
import {render, screen} from '@testing-library/react';
import {PolicyChanges} from '@site/src/components/Legal/PolicyChanges';
import {PolicyHistory} from '@site/src/components/Legal/PolicyHistory';

// Section registers its anchor with the build's broken-link check, which a unit test does not run.
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => {}})}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'en', defaultLocale: 'en'}}),
}));
// Docusaurus' plural forms as it picks them in English (theme-common ships uncompiled JSX).
vi.mock('@docusaurus/theme-common', () => ({
  usePluralForm: () => ({
    selectMessage: (count: number, message: string) => message.split('|')[count === 1 ? 0 : 1],
  }),
}));

it.each([
  ['the plugin found none', {available: false} as const],
  ['the page has none', undefined],
])('given a build where %s, the section says the history is not available', (_, history) => {
  render(<PolicyHistory history={history} />);
  expect(screen.getByRole('region', {name: 'Version history'})).toHaveTextContent(
    'Version historyVersion history is not available in this build.',
  );
  expect(screen.queryByRole('list')).toBeNull();
});

it('"What changed" counts the paragraphs it leaves out', () => {
  const changed = {at: 1, spans: [{mark: 'added', text: 'one year'} as const]};
  render(
    <PolicyChanges
      since={1}
      paragraphs={[{at: 0, unchanged: 1}, changed, {at: 2, unchanged: 3}]}
    />,
  );
  const counts = screen.getAllByText(/unchanged paragraph/).map((count) => count.textContent);
  expect(counts).toEqual(['1 unchanged paragraph', '3 unchanged paragraphs']);
});
