// @vitest-environment jsdom
import {render} from '@testing-library/react';
import {Icon, ICON_NAMES, type IconName} from '@site/src/components/Page/Icon';
import {CardList} from '@site/src/components/Page/CardList';

const SHAPES = 'path, circle, rect, line, polyline, polygon, ellipse';

describe('given every icon a writer can name', () => {
  it.each(ICON_NAMES)('draws "%s" as a decorative inline SVG in the text colour', (name) => {
    const {container} = render(<Icon name={name} className="size" />);
    const svg = container.firstElementChild!;
    expect(svg.tagName).toBe('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveClass('size');
    expect(svg.querySelectorAll(SHAPES).length).toBeGreaterThan(0);
    expect(svg.textContent).toBe('');
  });
});

describe('given a name that is not in the list', () => {
  it('stops the render with the name and where the list lives', () => {
    // What an MDX page (not type-checked) could pass.
    const misspelt = 'globus' as IconName;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Icon name={misspelt} />)).toThrow(
      /Unknown icon "globus"\. Choose one of the names in src\/lib\/iconNames\.ts: .*globe/,
    );
  });
});

describe('given a list of cards', () => {
  it('puts the same decorative SVG icon on each card, above its title', () => {
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
      const svg = card.firstElementChild!;
      expect(svg.tagName).toBe('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(cardClass(card)).toHaveLength(1);
      expect(cardClass(card)).toEqual(cardClass(cards[0]));
    }
    expect(cards[2].querySelector('svg')).toBeNull();
  });
});
