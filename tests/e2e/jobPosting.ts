// Google's JobPosting (developers.google.com/search/docs/appearance/structured-data/job-posting),
// its recommended properties required, of a fully remote job (TELECOMMUTE, so no jobLocation).
import * as z from 'zod';

const isoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/, 'an ISO 8601 date');

const url = z.url({protocol: /^https?$/});

const employmentType = z.enum(
  'FULL_TIME PART_TIME CONTRACTOR TEMPORARY INTERN VOLUNTEER PER_DIEM OTHER'.split(' '),
);

const area = z.object({
  '@type': z.enum(['Country', 'State', 'AdministrativeArea']),
  name: z.string().min(2),
});

export const jobPostingSchema = z
  .object({
    '@context': z.string().regex(/^https?:\/\/schema\.org\/?$/),
    '@type': z.literal('JobPosting'),
    title: z.string().min(2),
    description: z.string().regex(/<p>[\s\S]+<\/p>/, 'HTML with at least one paragraph'),
    datePosted: isoDateTime,
    hiringOrganization: z.object({
      '@type': z.literal('Organization'),
      name: z.string().min(2),
      sameAs: url,
      logo: url,
    }),
    validThrough: isoDateTime,
    employmentType: z.union([employmentType, z.array(employmentType).min(1)]),
    identifier: z.object({
      '@type': z.literal('PropertyValue'),
      name: z.string(),
      value: z.string(),
    }),
    directApply: z.boolean(),
    jobLocationType: z.literal('TELECOMMUTE'),
    applicantLocationRequirements: z.union([area, z.array(area).min(1)]),
  })
  .refine((posting) => posting.description.replace(/<[^>]+>/g, '') !== posting.title, {
    message: 'the description must not be the title again',
  })
  .refine((posting) => Date.parse(posting.validThrough) > Date.parse(posting.datePosted), {
    message: 'validThrough must be after datePosted',
  });

export function jobPostingsIn(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]))
    .filter((data) => data['@type'] === 'JobPosting');
}
