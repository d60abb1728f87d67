import * as z from 'zod';
import * as careers from '../../../src/data/careers';
import {EMPLOYMENT_TYPES} from '../../../src/components/Careers/opening';
import {daysBetween} from '../../../src/lib/openings';
import {contentModule} from '../check';
import {cards, fieldsError, isoDate, list, testimonial, text} from '../rules';

/** A section of an opening's page: a list of short items, each a sentence or a phrase. */
const items = (min: number, max: number) =>
  z
    .array(text({min: 10, max: 200}), {error: 'must be a list'})
    .min(min, {error: `must list at least ${min} items`})
    .max(max, {error: `must list at most ${max} items`});

const area = z.union(
  [z.strictObject({country: text({max: 60})}), z.strictObject({region: text({max: 60})})],
  {error: 'must be {country: "…"} or {region: "…"}'},
);

const opening = z
  .strictObject(
    {
      slug: z.string({error: 'must be text'}).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
        error: 'must be lowercase words joined by hyphens, like "freelance-translator"',
      }),
      title: text({max: 40}),
      type: text({max: 50}).regex(/^[^·]+( · [^·]+)+$/, {
        error: 'must be parts joined by " · ", like "Freelance · Remote · Part-time"',
      }),
      description: text({min: 80, max: 320, sentences: 2}),
      datePosted: isoDate,
      validThrough: isoDate,
      employmentType: z.enum(EMPLOYMENT_TYPES, {
        error: `must be one of schema.org's ${EMPLOYMENT_TYPES.join(', ')} (freelance work is CONTRACTOR)`,
      }),
      openTo: z.union(
        [
          z.literal('worldwide'),
          z.array(area).min(1, {error: 'must name a country or region, or be "worldwide"'}),
        ],
        {
          error: 'must be "worldwide" or a list of countries and regions',
        },
      ),
      work: items(3, 6),
      requirements: items(3, 6),
      samples: items(1, 4),
      pay: text({min: 40, max: 240}),
    },
    fieldsError,
  )
  .superRefine(({datePosted, validThrough}, context) => {
    if (daysBetween(datePosted, validThrough) <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['validThrough'],
        input: validThrough,
        message: `must be after its datePosted (${datePosted})`,
      });
    }
  });

const PAYMENT_TERMS = text({max: 200}).refine(
  (terms) =>
    ['12 hours', 'bank transfer', 'PayPal', 'crypto', 'Coinbase'].every((word) =>
      terms.includes(word),
    ),
  {error: 'must say you are paid within 12 hours, by bank transfer, PayPal, crypto or Coinbase'},
);

export default contentModule(
  'careers.ts',
  careers,
  {
    BENEFITS: cards('benefit', 5),
    NOTES: cards('note', 4),
    OPENINGS_ARE_ILLUSTRATIVE: z.boolean({error: 'must be true or false'}),
    // Each title is its own mail subject, and each slug its own page, so no two may share one.
    OPENINGS: list('opening', opening, {between: [0, 20], unique: ['slug', 'title']}),
    PAYMENT_TERMS,
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
