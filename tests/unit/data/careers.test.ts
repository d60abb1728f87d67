import {BENEFITS, NOTES, OPENINGS, TESTIMONIALS} from '@site/src/data/careers';
import {describeCards, expectSentences, itemName} from './cardChecks';
import {expectCount, expectText, expectUnique, numbered} from './pageDataChecks';

const FILE = 'careers.ts';

describeCards(FILE, 'BENEFITS', 'benefit', BENEFITS, 5);
describeCards(FILE, 'NOTES', 'note', NOTES, 4);

describe('given the current openings', () => {
  it('holds exactly ten openings', () => {
    expectCount(FILE, 'OPENINGS', OPENINGS, 10);
  });

  it.each(numbered(OPENINGS))('$title', (entry) => {
    const where = itemName(FILE, 'opening', entry.position, entry.title);
    expectText(where, entry, 'title', {max: 40});
    expectText(where, entry, 'type', {max: 50});
    expect(
      entry.type,
      `${where}: type should read like "Freelance · Remote · Part-time" (parts joined by " · ")`,
    ).toMatch(/^[^·]+( · [^·]+)+$/);
    expectText(where, entry, 'description', {min: 80, max: 320});
    expectSentences(where, entry.description, 'description', 2);
  });

  it('names each opening once, so each mail subject is distinct', () => {
    expectUnique(FILE, OPENINGS, 'title');
  });
});

describe('given the careers testimonials', () => {
  it('holds exactly three testimonials', () => {
    expectCount(FILE, 'TESTIMONIALS', TESTIMONIALS, 3);
  });

  it.each(numbered(TESTIMONIALS))('$name', (entry) => {
    const where = itemName(FILE, 'testimonial', entry.position, entry.name);
    expectText(where, entry, 'name', {max: 30});
    expectText(where, entry, 'country', {max: 40});
    expectText(where, entry, 'quote', {min: 40, max: 240});
    expect(entry.quote, `${where}: quote must not include its own quotation marks`).not.toMatch(
      /^["“]|["”]$/,
    );
  });

  it('names each freelancer once', () => {
    expectUnique(FILE, TESTIMONIALS, 'name');
  });
});

describe('given the claims the careers copy makes', () => {
  it('says there are no upfront fees', () => {
    const copy = [...BENEFITS, ...NOTES].map((card) => card.description).join(' ');
    expect(copy, `${FILE}: the benefits or notes must say there are no upfront fees`).toMatch(
      /no registration fee|never charges/i,
    );
  });
});
