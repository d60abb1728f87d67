import {TESTIMONIALS} from '@site/src/data/testimonials';
import {entryName, expectCount, expectTestimonial, expectUnique, numbered} from './pageDataChecks';

const FILE = 'testimonials.ts';

describe('given the home page testimonials', () => {
  it('holds exactly ten quotes for the carousel', () => {
    expectCount(FILE, 'TESTIMONIALS', TESTIMONIALS, 10);
  });

  // Short enough to read within the carousel's 5 s.
  it.each(numbered(TESTIMONIALS))('$name', (entry) => {
    expectTestimonial(entryName(FILE, entry.position, entry.name), entry, {min: 30, max: 140});
  });

  it('names each freelancer once', () => {
    expectUnique(FILE, TESTIMONIALS, 'name');
  });
});
