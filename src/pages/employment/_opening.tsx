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
import {NOTES, PAYMENT_TERMS} from '@site/src/data/careers';
import {PAYMENT_METHODS} from '@site/src/data/rules';

export type JobPageData = {
  opening: Opening;
  /** OPENINGS_ARE_ILLUSTRATIVE: not real roles, so not for search engines. */
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
        <JobPostingData opening={opening} payTerms={PAYMENT_TERMS} />
      )}
      <main className="container margin-vert--lg">
        <JobDetails
          opening={opening}
          payTerms={PAYMENT_TERMS}
          paymentMethods={PAYMENT_METHODS}
          notes={NOTES}
        />
      </main>
    </Layout>
  );
}
