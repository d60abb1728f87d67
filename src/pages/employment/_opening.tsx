/**
 * The page of one opening, /employment/<slug>. Not a route of its own (the leading "_"
 * keeps the pages plugin away): plugins/job-pages adds a route for each opening still
 * open when the site is built, and hands it the opening as `job`.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import {JobDetails} from '@site/src/components/Careers/JobDetails';
import {JobPostingData} from '@site/src/components/Careers/JobPostingData';
import type {Opening} from '@site/src/components/Careers/opening';
import careersJson from '@site/src/data/content/careers.json';
import rulesJson from '@site/src/data/content/rules.json';
import type {CareersData} from '@site/src/data/schemas/careers';
import type {RulesData} from '@site/src/data/schemas/rules';

const {notes, paymentTerms} = careersJson as CareersData;
const {paymentMethods} = rulesJson as RulesData;

export type JobPageData = {
  opening: Opening;
  /** openingsAreIllustrative in careers.json: not real roles, so not for search engines. */
  illustrative: boolean;
};

export default function OpeningPage({job}: {job: JobPageData}): ReactNode {
  const {opening, illustrative} = job;
  return (
    <Layout
      title={translate(
        {
          id: 'jobs.page.title',
          message: '{title} (Remote)',
          description: "A job opening's page title",
        },
        {title: opening.title},
      )}
      description={opening.description}>
      {illustrative ? (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      ) : (
        <JobPostingData opening={opening} payTerms={paymentTerms} />
      )}
      <main className="container margin-vert--lg">
        <JobDetails
          opening={opening}
          payTerms={paymentTerms}
          paymentMethods={paymentMethods}
          notes={notes}
        />
      </main>
    </Layout>
  );
}
