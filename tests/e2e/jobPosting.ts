/**
 * Google's documented JobPosting, as a schema the pages' JSON-LD is parsed with (job-expiry.spec.ts):
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting. The recommended
 * properties this site can state truthfully are held to as the required ones; baseSalary, which it
 * does not state (each brief sets its own rate), only if it is ever given.
 */
import * as z from 'zod';

/** ISO 8601: a date, or a date and time with its offset. */
const isoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/, 'an ISO 8601 date');

const url = z.url({protocol: /^https?$/});

const employmentType = z.enum(
  'FULL_TIME PART_TIME CONTRACTOR TEMPORARY INTERN VOLUNTEER PER_DIEM OTHER'.split(' '),
);

/** A place applicants may live in: a Country, a State or another AdministrativeArea, by name. */
const area = z.object({
  '@type': z.enum(['Country', 'State', 'AdministrativeArea']),
  name: z.string().min(2),
});

const place = z.object({
  '@type': z.literal('Place'),
  address: z.object({'@type': z.literal('PostalAddress'), addressCountry: z.string()}),
});

export const jobPostingSchema = z
  .object({
    '@context': z.string().regex(/^https?:\/\/schema\.org\/?$/),
    '@type': z.literal('JobPosting'),
    // Required.
    title: z.string().min(2),
    description: z.string().regex(/<p>[\s\S]+<\/p>/, 'HTML with at least one paragraph'),
    datePosted: isoDateTime,
    hiringOrganization: z.object({
      '@type': z.literal('Organization'),
      name: z.string().min(2),
      sameAs: url,
      logo: url,
    }),
    /** Required, but for a fully remote job (TELECOMMUTE), as every one here is. */
    jobLocation: z.union([place, z.array(place).min(1)]).optional(),
    // Recommended.
    validThrough: isoDateTime,
    employmentType: z.union([employmentType, z.array(employmentType).min(1)]),
    identifier: z.object({
      '@type': z.literal('PropertyValue'),
      name: z.string(),
      value: z.string(),
    }),
    directApply: z.boolean(),
    baseSalary: z
      .object({
        '@type': z.literal('MonetaryAmount'),
        currency: z.string().regex(/^[A-Z]{3}$/),
        value: z.object({'@type': z.literal('QuantitativeValue'), unitText: z.string()}).loose(),
      })
      .optional(),
    // Remote jobs: TELECOMMUTE with where applicants may live.
    jobLocationType: z.literal('TELECOMMUTE'),
    applicantLocationRequirements: z.union([area, z.array(area).min(1)]),
  })
  .refine((posting) => posting.description.replace(/<[^>]+>/g, '') !== posting.title, {
    message: 'the description must not be the title again',
  })
  .refine((posting) => Date.parse(posting.validThrough) > Date.parse(posting.datePosted), {
    message: 'validThrough must be after datePosted',
  });

/** The JobPosting objects in a page's JSON-LD blocks. */
export function jobPostingsIn(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]))
    .filter((data) => data['@type'] === 'JobPosting');
}
