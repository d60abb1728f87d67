import {FREELANCER_BENEFITS, FREELANCER_TESTIMONIALS} from '@site/src/data/freelancers';
import {
  entryName,
  expectCount,
  expectCountBetween,
  expectIcon,
  expectTestimonial,
  expectText,
  expectUnique,
  numbered,
} from './pageDataChecks';

const FILE = 'freelancers.ts';

describe('given the "Why Work With Us?" benefits', () => {
  it('holds six to eight benefits, so both columns fill', () => {
    expectCountBetween(FILE, 'FREELANCER_BENEFITS', FREELANCER_BENEFITS, [6, 8]);
  });

  it.each(numbered(FREELANCER_BENEFITS))('$text', (entry) => {
    const where = entryName(FILE, entry.position, entry.text);
    expectIcon(where, entry);
    expectText(where, entry, 'text', {min: 20, max: 110});
  });

  it('lists each benefit once', () => {
    expectUnique(FILE, FREELANCER_BENEFITS, 'text');
  });
});

describe('given the freelancer testimonials', () => {
  it('holds exactly three cards, one for each column', () => {
    expectCount(FILE, 'FREELANCER_TESTIMONIALS', FREELANCER_TESTIMONIALS, 3);
  });

  it.each(numbered(FREELANCER_TESTIMONIALS))('$name', (entry) => {
    expectTestimonial(entryName(FILE, entry.position, entry.name), entry, {min: 40, max: 220});
  });
});
