// @vitest-environment jsdom
import {render, screen} from '@testing-library/react';
import {Section} from '@site/src/components/Page/Section';

// Section registers its anchor with the build's broken-link check, which a unit test does not run.
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => {}})}));

describe('given page sections', () => {
  it('anchors an English title at its words', () => {
    render(<Section title="Trust & Safety" />);
    expect(screen.getByRole('heading', {name: 'Trust & Safety'})).toHaveAttribute(
      'id',
      'trust-and-safety',
    );
  });

  // A translated page (i18n/ja/…) keeps the component; its titles have no Latin letter.
  it('names each section by its own heading in a language written without Latin letters', () => {
    render(
      <>
        <Section title="私たちの価値観" />
        <Section title="お問い合わせ" />
      </>,
    );
    expect(screen.getByRole('region', {name: '私たちの価値観'})).toBeInTheDocument();
    expect(screen.getByRole('region', {name: 'お問い合わせ'})).toBeInTheDocument();
  });
});
