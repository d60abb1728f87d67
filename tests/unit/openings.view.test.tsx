// @vitest-environment jsdom
import {render, screen} from '@testing-library/react';
import {DEFAULT_FACTS} from '@site/src/config/site';
import {OpeningList} from '@site/src/components/Careers/OpeningList';
import {jobPostingStructuredData} from '@site/src/components/Careers/JobPostingData';
import careersJson from '@site/src/data/content/careers.json';
import type {CareersData} from '@site/src/data/schemas/careers';

const {openings: OPENINGS, paymentTerms: PAYMENT_TERMS} = careersJson as CareersData;

// The build found none open. The list's cards and links as served: tests/built/content.test.ts.
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => (name === 'job-pages' ? {openSlugs: []} : undefined),
}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {customFields: {facts: DEFAULT_FACTS, buildYear: 2026, blogCategoryNames: []}},
    i18n: {currentLocale: 'en', defaultLocale: 'en'},
  }),
}));
vi.mock('@docusaurus/Head', () => ({default: () => null}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (path: string) => path}));

const [translator, designer] = OPENINGS;

it('says so instead of an empty list when no opening is open', () => {
  render(<OpeningList openings={OPENINGS} whenNone={<p>No openings right now.</p>} />);
  expect(screen.getByText('No openings right now.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).toBeNull();
});

// Its title, dates, type and the fixed fields as served: tests/built/jobExpiry.test.ts.
it('describes an opening for search engines: its address, the brand hiring, Worldwide or each country and region it is limited to, the job in escaped HTML', () => {
  const site = {facts: DEFAULT_FACTS, logoPath: '/img/logo.svg', payTerms: PAYMENT_TERMS};
  const worldwide = {...translator, openTo: {worldwide: true, regions: [], countries: []}};
  expect(jobPostingStructuredData(worldwide, site)).toMatchObject({
    url: `${DEFAULT_FACTS.siteUrl}/employment/${translator.slug}`,
    identifier: {'@type': 'PropertyValue', name: DEFAULT_FACTS.brandName, value: translator.slug},
    hiringOrganization: {
      '@type': 'Organization',
      name: DEFAULT_FACTS.brandName,
      sameAs: DEFAULT_FACTS.links.companySite,
      logo: `${DEFAULT_FACTS.siteUrl}/img/logo.svg`,
    },
    applicantLocationRequirements: [{'@type': 'AdministrativeArea', name: 'Worldwide'}],
  });
  const openTo = {worldwide: false, regions: ['European Union'], countries: ['Kenya']};
  const work = ['Logos & <svg> icons.', ...designer.work.slice(1)];
  const posting = jobPostingStructuredData({...designer, openTo, work}, site) as {
    description: string;
  };
  expect(posting).toMatchObject({
    applicantLocationRequirements: [
      {'@type': 'AdministrativeArea', name: 'European Union'},
      {'@type': 'Country', name: 'Kenya'},
    ],
  });
  expect(posting.description).toContain('<li>Logos &amp; &lt;svg&gt; icons.</li>');
  for (const heading of ['The work', 'What it takes', 'What to send', 'How you are paid'])
    expect(posting.description).toContain(`<h3>${heading}</h3>`);
  expect(posting.description).toContain(PAYMENT_TERMS);
});
