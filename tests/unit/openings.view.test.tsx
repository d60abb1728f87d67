// @vitest-environment jsdom
import {cleanup, render, screen, within} from '@testing-library/react';
import {DEFAULT_FACTS} from '@site/src/config/site';
import {OpeningList} from '@site/src/components/Careers/OpeningList';
import {jobPostingStructuredData} from '@site/src/components/Careers/JobPostingData';
import careersJson from '@site/src/data/content/careers.json';
import type {CareersData} from '@site/src/data/schemas/careers';

const {openings: OPENINGS, paymentTerms: PAYMENT_TERMS} = careersJson as CareersData;

let openSlugs: string[] = [];
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => (name === 'job-pages' ? {openSlugs} : undefined),
}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {customFields: {facts: DEFAULT_FACTS, buildYear: 2026, blogCategoryNames: []}},
    i18n: {currentLocale: 'en', defaultLocale: 'en'},
  }),
}));
vi.mock('@docusaurus/Head', () => ({default: () => null}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (path: string) => path}));

const [translator, designer, writer] = OPENINGS;
const whenNone = <p>No openings right now.</p>;

// jsdom drops the space before a link's hidden words ("Apply for ‹role›"), as browsers do not.
const linkName = (words: string, role: string) => (name: string) =>
  name.replace(/\s*for /, ' for ') === `${words} for ${role}`;

describe('given the openings on /employment', () => {
  afterEach(cleanup);

  it('lists only those the build found open, each linking to its page', () => {
    openSlugs = [translator.slug, writer.slug];
    render(<OpeningList openings={[translator, designer, writer]} whenNone={whenNone} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      translator.title,
      writer.title,
    ]);
    expect(
      screen.getByRole('link', {name: linkName('Role details', writer.title)}),
    ).toHaveAttribute('href', `/employment/${writer.slug}`);
    expect(screen.getByRole('link', {name: linkName('Apply', writer.title)})).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_FACTS.emails.careers}?subject=${encodeURIComponent(`Application: ${writer.title}`)}`,
    );
    expect(screen.queryByText('No openings right now.')).toBeNull();
  });

  it('says so instead of an empty list when none is open', () => {
    openSlugs = [];
    render(<OpeningList openings={OPENINGS} whenNone={whenNone} />);
    expect(screen.getByText('No openings right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('given an opening described for search engines', () => {
  const site = {facts: DEFAULT_FACTS, logoPath: '/img/logo.svg', payTerms: PAYMENT_TERMS};

  it('is a remote JobPosting applied for by e-mail, closing at the end of its day in Singapore', () => {
    const worldwide = {...translator, openTo: {worldwide: true, regions: [], countries: []}};
    const posting = jobPostingStructuredData(worldwide, site);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: translator.title,
      url: `${DEFAULT_FACTS.siteUrl}/employment/${translator.slug}`,
      identifier: {'@type': 'PropertyValue', name: DEFAULT_FACTS.brandName, value: translator.slug},
      datePosted: translator.datePosted,
      validThrough: `${translator.validThrough}T23:59:59+08:00`,
      employmentType: translator.employmentType,
      hiringOrganization: {
        '@type': 'Organization',
        name: DEFAULT_FACTS.brandName,
        sameAs: DEFAULT_FACTS.links.companySite,
        logo: `${DEFAULT_FACTS.siteUrl}/img/logo.svg`,
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{'@type': 'AdministrativeArea', name: 'Worldwide'}],
      directApply: false,
    });
  });

  it('names each country and region it is limited to, and describes the job in escaped HTML', () => {
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
});
