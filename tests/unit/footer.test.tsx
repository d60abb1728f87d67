// @vitest-environment jsdom
import type {ComponentProps} from 'react';
import {render, screen} from '@testing-library/react';
import {DEFAULT_FACTS} from '@site/src/config/site';
import {Footer} from '@site/src/components/Frame/Footer';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {customFields: {facts: DEFAULT_FACTS, buildYear: 2026, blogCategoryNames: []}},
  }),
}));
// Docusaurus' Link needs its router; a plain anchor stands in for it.
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children, ...props}: ComponentProps<'a'> & {to: string}) => (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={to} {...props}>
      {children}
    </a>
  ),
}));

describe('given the footer in English', () => {
  // The city is a translatable message (Singapur, シンガポール); in English it must stay the
  // company fact, which the structured data reads.
  it('follows its tagline with the head office city of the company facts', () => {
    render(<Footer columns={[]} tagline="Freelance work, managed" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `Freelance work, managed. Headquartered in ${DEFAULT_FACTS.headquarters}.`,
    );
  });
});

describe('given the footer in a language written without Latin letters', () => {
  it('names each column by its own heading', () => {
    const columns = [
      {title: '会社', links: [{label: '私たちについて', to: '/about'}]},
      {title: 'ポリシー', links: [{label: 'プライバシー', to: '/privacy-policy'}]},
    ];
    render(<Footer columns={columns} tagline="会社の紹介" />);
    expect(screen.getByRole('navigation', {name: '会社'})).toBeInTheDocument();
    expect(screen.getByRole('navigation', {name: 'ポリシー'})).toBeInTheDocument();
  });
});
