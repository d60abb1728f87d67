// @vitest-environment jsdom
import {cleanup, render, screen, within} from '@testing-library/react';
import {groupVersions, type Revision} from '@site/plugins/policy-history/versions';
import {PolicyHistory} from '@site/src/components/Legal/PolicyHistory';

const PARAGRAPHS = [
  '1. Your Data',
  'We keep your data for two years.',
  'We answer within 30 days.',
];
const revision = (
  c: string,
  date: string,
  summary: string,
  effectiveDate: string,
  text = PARAGRAPHS,
) =>
  ({
    commit: c.repeat(40),
    path: '',
    date,
    summary,
    effectiveDate,
    paragraphs: text,
  }) satisfies Revision;
const REVISIONS = [
  revision('a', '2024-01-10', 'Publish the terms', '2024-02-01'),
  revision('b', '2024-01-20', 'Fix a typo in section 1', '2024-02-01'),
  revision('c', '2024-06-01', 'Personal data is kept for one year instead of two.', '2024-07-01', [
    PARAGRAPHS[0],
    'We keep your data for one year.',
    PARAGRAPHS[2],
  ]),
];
const HISTORY = {available: true, versions: groupVersions(REVISIONS)} as const;

// Section registers its anchor with the build's broken-link check, which a unit test does not run.
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => {}})}));
// An English build: dates in English, with no translations to read.
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'en', defaultLocale: 'en'}}),
}));
// Docusaurus' plural forms as it picks them in English (theme-common ships JSX that the unit
// tests do not compile).
vi.mock('@docusaurus/theme-common', () => ({
  usePluralForm: () => ({
    selectMessage: (count: number, message: string) => message.split('|')[count === 1 ? 0 : 1],
  }),
}));

afterEach(cleanup);

describe('given a policy with two versions', () => {
  beforeEach(() => {
    render(<PolicyHistory history={HISTORY} />);
  });

  it('lists them newest first, each with its dates, its summary and editorial changes', () => {
    const section = screen.getByRole('region', {name: 'Version history'});
    const items = within(section).getAllByRole('listitem');
    const headings = items.map((item) => within(item).getByRole('heading', {level: 3}).textContent);
    expect(headings).toEqual(['Version 2 (current)', 'Version 1']);
    const [second, first] = items;
    const facts = (item: HTMLElement) =>
      within(item)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(second).toHaveTextContent('Personal data is kept for one year instead of two.');
    expect(facts(second)).toEqual([
      ['Effective', 'July 1, 2024'],
      ['Published', 'June 1, 2024'],
    ]);
    expect(first).toHaveTextContent('Publish the terms');
    expect(facts(first)).toEqual([
      ['Effective', 'February 1, 2024'],
      ['Published', 'January 10, 2024'],
      ['Editorial changes', 'Jan 20, 2024: Fix a typo in section 1'],
    ]);
    expect(within(first).getByText('January 10, 2024')).toHaveAttribute('datetime', '2024-01-10');
  });

  it('shows what changed in a closed <details>, with <ins> and <del> and a legend', () => {
    const [second, first] = screen.getAllByRole('listitem');
    const details = second.querySelector('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')).toHaveTextContent('What changed since version 1');
    expect(details).toHaveTextContent('Words added in this version are underlined');
    const comparison = within(details as HTMLElement);
    expect(comparison.getAllByRole('insertion').map((element) => element.textContent)).toEqual([
      'underlined',
      'one year',
    ]);
    expect(comparison.getAllByRole('deletion').map((element) => element.textContent)).toEqual([
      'struck through',
      'two years',
    ]);
    expect(details).toHaveTextContent('1 unchanged paragraph');
    expect(first.querySelector('details')).toBeNull();
  });
});

describe('given a build without the history', () => {
  it.each([
    ['says the plugin found none', {available: false} as const],
    ['says the page has none', undefined],
  ])('%s: the section says it is not available', (_, history) => {
    render(<PolicyHistory history={history} />);
    expect(screen.getByRole('region', {name: 'Version history'})).toHaveTextContent(
      'Version historyVersion history is not available in this build.',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});

it('opens "What changed" for a print and closes it after, unless the reader had opened it', () => {
  render(<PolicyHistory history={HISTORY} />);
  const details = screen.getByText('What changed since version 1').closest('details')!;
  const print = (event: 'beforeprint' | 'afterprint') => window.dispatchEvent(new Event(event));
  print('beforeprint');
  expect(details.open).toBe(true);
  print('afterprint');
  expect(details.open).toBe(false);
  details.open = true;
  print('beforeprint');
  print('afterprint');
  expect(details.open).toBe(true);
});
