import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {AdministrativeArea, JobPosting, WithContext} from 'schema-dts';
import type {SiteFacts} from '@site/src/config/site';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';
import {escapeHtml} from '@site/src/lib/html';
import {closingMoment, openingPath} from '@site/src/lib/openings';
import {JsonLd} from '@site/src/components/Page/JsonLd';
import {areaNames, type ApplicantAreas, type Opening} from '../opening';

export type Props = {
  opening: Opening;
  /** When and how every role is paid, e.g. "You are paid within 12 hours of approval, …". */
  payTerms: string;
};

type Site = {facts: SiteFacts; logoPath: string; payTerms: string};

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The page's sections as the HTML search engines show as the job's description. */
function descriptionHtml(opening: Opening, payTerms: string): string {
  const areas = areaNames(opening.openTo);
  const where = areas
    ? `Remote, open to applicants living in: ${areas.join(', ')}.`
    : 'Remote, open to applicants anywhere in the world.';
  return [
    `<p>${escapeHtml(opening.description)}</p>`,
    `<p>${escapeHtml(where)}</p>`,
    `<h3>The work</h3>${list(opening.work)}`,
    `<h3>What it takes</h3>${list(opening.requirements)}`,
    `<h3>What to send</h3>${list(opening.samples)}`,
    `<h3>How you are paid</h3><p>${escapeHtml(`${opening.pay} ${payTerms}`)}</p>`,
  ].join('');
}

/** Where applicants may live: each country, or each region, or the whole world. */
function applicantAreas({worldwide, regions, countries}: ApplicantAreas): AdministrativeArea[] {
  if (worldwide) return [{'@type': 'AdministrativeArea', name: 'Worldwide'}];
  return [
    ...regions.map((name): AdministrativeArea => ({'@type': 'AdministrativeArea', name})),
    ...countries.map((name): AdministrativeArea => ({'@type': 'Country', name})),
  ];
}

/**
 * The opening as a schema.org JobPosting, with what Google documents for a remote job
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * Applications go by e-mail, so `directApply` is false.
 */
export function jobPostingStructuredData(
  opening: Opening,
  {facts, logoPath, payTerms}: Site,
): WithContext<JobPosting> {
  const {brandName, siteUrl, links} = facts;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: descriptionHtml(opening, payTerms),
    url: `${siteUrl}${openingPath(opening.slug)}`,
    identifier: {'@type': 'PropertyValue', name: brandName, value: opening.slug},
    datePosted: opening.datePosted,
    validThrough: closingMoment(opening.validThrough),
    employmentType: opening.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: brandName,
      sameAs: links.companySite,
      logo: `${siteUrl}${logoPath}`,
    },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: applicantAreas(opening.openTo),
    directApply: false,
  };
}

/** The opening's JobPosting for search engines, rendered into <head>. */
export function JobPostingData({opening, payTerms}: Props): ReactNode {
  const facts = useSiteFacts();
  const logoPath = useBaseUrl('/img/logo.svg');
  return <JsonLd data={jobPostingStructuredData(opening, {facts, logoPath, payTerms})} />;
}
