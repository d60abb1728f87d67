// @vitest-environment jsdom
// The small shared components: icons and cards, sections, mail links, the footer, the facts' hook.
import {render, renderHook, screen} from '@testing-library/react';
import {DEFAULT_FACTS} from '@site/src/config/site';
import {CardList} from '@site/src/components/Page/CardList';
import {Icon, ICON_NAMES, type IconName} from '@site/src/components/Page/Icon';
import {Section} from '@site/src/components/Page/Section';
import {MailLink} from '@site/src/components/Links/MailLink';
import {Footer} from '@site/src/components/Frame/Footer';
import {useSiteCustomFields, useSiteFacts} from '@site/src/hooks/useSiteFacts';

const FIELDS = {facts: DEFAULT_FACTS, buildYear: 2026, blogCategoryNames: []};
let customFields: Record<string, unknown> = FIELDS;
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {customFields}}),
}));
// Section registers its anchor with the build's broken-link check, which a unit test does not run.
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => {}})}));
beforeEach(() => {
  customFields = FIELDS;
});

it.each(ICON_NAMES)('draws icon "%s" as a decorative inline SVG in the text colour', (name) => {
  const svg = render(<Icon name={name} className="size" />).container.firstElementChild!;
  expect(svg.tagName).toBe('svg');
  const drawn = {
    'aria-hidden': 'true',
    focusable: 'false',
    stroke: 'currentColor',
    viewBox: '0 0 24 24',
  };
  for (const [attribute, value] of Object.entries(drawn))
    expect(svg).toHaveAttribute(attribute, value);
  expect(svg).toHaveClass('size');
  expect(
    svg.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse').length,
  ).toBeGreaterThan(0);
  expect(svg.textContent).toBe('');
});

it('stops the render of an icon not in the list, with the name and where the list lives', () => {
  // What an MDX page (not type-checked) could pass.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Icon name={'globus' as IconName} />)).toThrow(
    /Unknown icon "globus"\. Choose one of the names in src\/lib\/iconNames\.ts: .*globe/,
  );
});

it('puts the same decorative SVG icon on each card that names one, above its title', () => {
  const {container} = render(
    <CardList
      items={[
        {icon: 'globe', title: 'Work From Anywhere', description: 'From any of 50 countries.'},
        {icon: 'clock', title: 'Paid Within 12 Hours', description: 'After approval.'},
        {title: 'No Icon', description: 'A card may leave its icon out.'},
      ]}
    />,
  );
  const cards = container.querySelectorAll('li');
  expect(cards).toHaveLength(3);
  // The card's own class (its size), beside Lucide's per-icon "lucide-globe".
  const cardClass = (card: Element) =>
    [...card.firstElementChild!.classList].filter((name) => !name.startsWith('lucide'));
  for (const card of [cards[0], cards[1]]) {
    expect(card.firstElementChild!.tagName).toBe('svg');
    expect(card.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(cardClass(card)).toHaveLength(1);
    expect(cardClass(card)).toEqual(cardClass(cards[0]));
  }
  expect(cards[2].querySelector('svg')).toBeNull();
});

it('anchors an English section title at its words', () => {
  render(<Section title="Trust & Safety" />);
  const heading = screen.getByRole('heading', {name: 'Trust & Safety'});
  expect(heading).toHaveAttribute('id', 'trust-and-safety');
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

// The city is a translatable message; in English it must stay the company fact, which the
// structured data reads.
it('follows the footer’s tagline with the head office city of the company facts', () => {
  render(<Footer columns={[]} tagline="Freelance work, managed" />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent(
    `Freelance work, managed. Headquartered in ${DEFAULT_FACTS.headquarters}.`,
  );
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

it('reads the facts and the build year from the custom fields, or says what is missing', () => {
  expect(renderHook(useSiteFacts).result.current).toBe(DEFAULT_FACTS);
  expect(renderHook(useSiteCustomFields).result.current.buildYear).toBe(2026);
  customFields = {facts: DEFAULT_FACTS};
  expect(() => renderHook(useSiteFacts)).toThrow(
    /customFields must hold the site facts, the build year and the blog categories/,
  );
});
