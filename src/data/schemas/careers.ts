import * as z from 'zod';
import {daysBetween, EMPLOYMENT_TYPES} from '../../lib/openings';
import {cards, dataSchema, fieldsError, isoDate, list, testimonial, text} from './blocks';

/** A section of an opening's page: a list of short items, each a sentence or a phrase. */
const items = (min: number, max: number) =>
  z
    .array(text({min: 10, max: 200}), {error: 'must be a list'})
    .min(min, {error: `must list at least ${min} items`})
    .max(max, {error: `must list at most ${max} items`});

const areas = z.array(text({max: 60}), {error: 'must be a list'});

/** Where applicants may live: the whole world, or the regions and countries listed. */
const openTo = z
  .strictObject(
    {
      worldwide: z.boolean({error: 'must be true or false'}),
      regions: areas.meta({description: 'Wider regions, such as European Union.'}),
      countries: areas,
    },
    fieldsError,
  )
  .superRefine(({worldwide, regions, countries}, context) => {
    const listed = regions.length + countries.length;
    if (worldwide && listed > 0) {
      context.addIssue({
        code: 'custom',
        message: 'is worldwide, so it must list no country or region',
      });
    }
    if (!worldwide && listed === 0) {
      context.addIssue({code: 'custom', message: 'must name a country or region, or be worldwide'});
    }
  })
  .meta({title: 'Open to'});

const opening = z
  .strictObject(
    {
      slug: z
        .string({error: 'must be text'})
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
          error: 'must be lowercase words joined by hyphens, like "freelance-translator"',
        })
        .meta({
          description: 'The address of its page, /employment/<slug>.',
          patternError: 'must be lowercase words joined by hyphens, like "freelance-translator"',
        }),
      title: text({max: 40}),
      type: text({
        max: 50,
        pattern: [
          /^[^·]+( · [^·]+)+$/,
          'must be parts joined by " · ", like "Freelance · Remote · Part-time"',
        ],
      }),
      description: text({min: 80, max: 320, sentences: 2}).meta({
        description: 'Two sentences: the work, then what to send.',
      }),
      datePosted: isoDate.meta({title: 'Date posted'}),
      validThrough: isoDate.meta({
        title: 'Closing date',
        description: 'The last day applications are taken; the opening leaves the site after it.',
      }),
      employmentType: z.enum(EMPLOYMENT_TYPES, {
        error: `must be one of schema.org's ${EMPLOYMENT_TYPES.join(', ')} (freelance work is CONTRACTOR)`,
      }),
      openTo,
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

const careers = dataSchema({
  openingsAreIllustrative: z.boolean({error: 'must be true or false'}).meta({
    title: 'Openings are illustrative',
    description:
      'While on, the openings’ pages ask search engines not to index them. Turn it off once the openings are real.',
  }),
  benefits: cards('benefit', 5).meta({title: 'Benefits'}),
  // Each title is its own mail subject, and each slug its own page, so no two may share one.
  // "Current Openings" has room for ten (SPEC section 6).
  openings: list('opening', opening, {between: [0, 10], unique: ['slug', 'title']}).meta({
    title: 'Current Openings',
  }),
  testimonials: list('testimonial', testimonial({min: 40, max: 240}), {
    count: 3,
    unique: ['name'],
  }).meta({title: 'Testimonials'}),
  notes: cards('note', 4).meta({title: 'Important Notes'}),
  paymentTerms: text({max: 200}).meta({
    title: 'Payment terms',
    description: 'When and how every role is paid, on every opening’s page.',
  }),
});

export type CareersData = z.infer<typeof careers>;
export default careers;
