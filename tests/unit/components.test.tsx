// @vitest-environment jsdom
import {render, screen} from '@testing-library/react';
import {DEFAULT_FACTS} from '@site/src/config/site';
import {Icon, ICON_NAMES, type IconName} from '@site/src/components/Page/Icon';
import {Section} from '@site/src/components/Page/Section';
import {MailLink} from '@site/src/components/Links/MailLink';
import {Footer} from '@site/src/components/Frame/Footer';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {customFields: {facts: DEFAULT_FACTS, buildYear: 2026, blogCategoryNames: []}},
  }),
}));
// Section registers its anchor with the build's broken-link check, which a unit test does not run.
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => {}})}));
const DRAWN = {
  'aria-hidden': 'true',
  focusable: 'false',
  stroke: 'currentColor',
  viewBox: '0 0 24 24',
};

it('draws every icon as a decorative inline SVG in the text colour, and stops on a name not in the list', () => {
  for (const name of ICON_NAMES) {
    const svg = render(<Icon name={name} className="size" />).container.firstElementChild!;
    expect(svg.tagName, name).toBe('svg');
    for (const [attribute, value] of Object.entries(DRAWN))
      expect(svg, name).toHaveAttribute(attribute, value);
    expect(svg, name).toHaveClass('size');
    expect(
      svg.querySelector('path, circle, rect, line, polyline, polygon, ellipse'),
      name,
    ).not.toBe(null);
    expect(svg.textContent, name).toBe('');
  }
  // What an MDX page (not type-checked) could pass.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Icon name={'globus' as IconName} />)).toThrow(
    /Unknown icon "globus"\. Choose one of the names in src\/lib\/iconNames\.ts: .*globe/,
  );
});
// A translated page (i18n/ja/…) keeps the components; its titles have no Latin letter.
it('names each section and footer column by its own heading in a language without Latin letters', () => {
  render(
    <>
      <Section title="私たちの価値観" />
      <Section title="お問い合わせ" />
      <Footer
        columns={[
          {title: '会社', links: [{label: '私たちについて', to: '/about'}]},
          {title: 'ポリシー', links: [{label: 'プライバシー', to: '/privacy-policy'}]},
        ]}
        tagline="会社の紹介"
      />
    </>,
  );
  for (const name of ['私たちの価値観', 'お問い合わせ'])
    expect(screen.getByRole('region', {name})).toBeInTheDocument();
  for (const name of ['会社', 'ポリシー'])
    expect(screen.getByRole('navigation', {name})).toBeInTheDocument();
});

it('a mail link drawn as a button holds each hyphenated word whole; in text, or bare, it does not', () => {
  render(
    <>
      <MailLink to="careers" className="button button--primary">
        Apply by E-mail or e-mail later
      </MailLink>
      <MailLink to="careers">our e-mail address</MailLink>
      <MailLink to="general" />
    </>,
  );
  const button = screen.getByRole('link', {name: 'Apply by E-mail or e-mail later'});
  const whole = [...button.querySelectorAll('.whole-word')].map((word) => word.textContent);
  expect(whole).toEqual(['E-mail', 'e-mail']);
  expect(button).toHaveAttribute('href', `mailto:${DEFAULT_FACTS.emails.careers}`);
  const inText = screen.getByRole('link', {name: 'our e-mail address'});
  expect(inText.querySelector('.whole-word')).toBe(null);
  expect(screen.getByRole('link', {name: DEFAULT_FACTS.emails.general})).toBeVisible();
});
