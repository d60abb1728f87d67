import * as z from 'zod';
import * as careers from '../../../src/data/careers';
import {contentModule} from '../check';
import {cards, fieldsError, list, testimonial, text} from '../rules';

const opening = z.strictObject(
  {
    title: text({max: 40}),
    type: text({max: 50}).regex(/^[^·]+( · [^·]+)+$/, {
      error: 'must be parts joined by " · ", like "Freelance · Remote · Part-time"',
    }),
    description: text({min: 80, max: 320, sentences: 2}),
  },
  fieldsError,
);

export default contentModule(
  'careers.ts',
  careers,
  {
    BENEFITS: cards('benefit', 5),
    NOTES: cards('note', 4),
    // Each title is its own mail subject, so no two may share one.
    OPENINGS: list('opening', opening, {count: 10, unique: ['title']}),
    TESTIMONIALS: list('testimonial', testimonial({min: 40, max: 240}), {
      count: 3,
      unique: ['name'],
    }),
  },
  ({BENEFITS, NOTES}, report) => {
    const copy = [...BENEFITS, ...NOTES].map((card) => card.description).join(' ');
    if (!/no registration fee|never charges/i.test(copy)) {
      report('the benefits or notes must say there are no upfront fees');
    }
  },
);
