// @vitest-environment jsdom
import {cleanup, render, screen} from '@testing-library/react';
import type {PolicyHistory, PolicyVersion} from '@site/src/components/Legal/PolicyHistory';
import {PolicyHistoryProvider} from '@site/src/components/Legal/PolicyHistory/context';
import LastUpdated from '@site/src/theme/LastUpdated';

const VERSION: PolicyVersion = {
  number: 2,
  effectiveDate: '2025-07-01',
  publishedDate: '2025-06-01',
  summary: 'Shorter retention',
  editorialChanges: [{commit: 'b'.repeat(12), date: '2025-06-20', summary: 'Fix a typo'}],
  changes: [],
};

// The last commit to touch the file, as Docusaurus reads it from git: a front-matter rewrite.
const LAST_COMMIT = Date.parse('2026-11-26T06:13:35Z');

function dateShown(history: PolicyHistory | undefined): HTMLElement {
  render(
    <PolicyHistoryProvider value={history}>
      <LastUpdated lastUpdatedAt={LAST_COMMIT} />
    </PolicyHistoryProvider>,
  );
  return screen.getByText(/Last updated on/);
}

// theme-common's entry needs a running Docusaurus; the component takes one class name from it.
vi.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: {common: {lastUpdated: 'theme-last-updated'}},
}));

// The history's Section registers its anchor with the build's broken-link check.
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => {}})}));

afterEach(cleanup);

describe('the "Last updated" line', () => {
  it("shows a policy's last change a reader can see, not its last commit", () => {
    const line = dateShown({available: true, versions: [VERSION]});
    expect(line).toHaveTextContent('Last updated on Jun 20, 2025');
    expect(line.querySelector('time')).toHaveAttribute('datetime', '2025-06-20');
  });

  it('shows the last commit where the page has no history', () => {
    expect(dateShown(undefined)).toHaveTextContent('Last updated on Nov 26, 2026');
    cleanup();
    expect(dateShown({available: false})).toHaveTextContent('Last updated on Nov 26, 2026');
  });
});
