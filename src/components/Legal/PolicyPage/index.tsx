import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import BackToTopButton from '@theme/BackToTopButton';
import EditMetaRow from '@theme/EditMetaRow';
import type {Props as DocItemProps} from '@theme/DocItem';
import {
  feedTitle,
  POLICY_FEED,
  upcomingPath,
  type PolicyHistory as History,
  type PolicyLink,
} from '@site/src/lib/policyHistory';
import {PageHero} from '@site/src/components/Page/PageHero';
import {PolicyContents} from '@site/src/components/Legal/PolicyContents';
import {PolicyDates} from '@site/src/components/Legal/PolicyDates';
import {PolicyHistory} from '@site/src/components/Legal/PolicyHistory';
import {PolicyNav} from '@site/src/components/Legal/PolicyNav';
import {PolicyText} from '@site/src/components/Legal/PolicyText';
import {PolicyUpcoming} from '@site/src/components/Legal/PolicyUpcoming';
import styles from './styles.module.css';

/** Docusaurus copies a page module's named exports, here those plugins/policy-history adds, onto its content. */
export type Props = {
  content: DocItemProps['content'] & {policyHistory?: History; policies?: PolicyLink[]};
  /** Set on the address of a version not yet in force (plugins/policy-history): its text. */
  upcoming?: boolean;
};

/**
 * A legal text's page, the docs plugin's `docItemComponent` for legal/: a title band with
 * its effective date and, narrower than the site's container (75rem), its contents; its text
 * and version history; the date git last saw it change; the links to the other policies.
 * From 75rem its contents go beside the text instead, in view as the reader scrolls.
 */
export default function PolicyPage({content: Policy, upcoming: onUpcoming}: Props): ReactNode {
  const {metadata, toc, policyHistory, policies = []} = Policy;
  const {title = '', description, permalink, frontMatter} = metadata;
  const upcoming = policyHistory?.available ? policyHistory.upcoming : undefined;
  const siteTitle = useDocusaurusContext().siteConfig.title;
  const contents = toc.length > 0;
  return (
    <Layout title={title} description={description}>
      <Head>
        {/* Feed readers find the policies' changes from any policy's address. */}
        <link
          rel="alternate"
          type="application/atom+xml"
          href={POLICY_FEED}
          title={feedTitle(siteTitle)}
        />
        {onUpcoming && <meta name="robots" content="noindex" />}
      </Head>
      <BackToTopButton />
      <main className={clsx('container padding-top--md padding-bottom--lg', styles.page)}>
        <article>
          <PolicyText>
            <div className="markdown">
              <PageHero
                title={title}
                lead={
                  <PolicyDates
                    effectiveDate={
                      onUpcoming ? upcoming?.effectiveDate : frontMatter.effective_date
                    }
                  />
                }
                variant="text">
                {contents && (
                  <PolicyContents collapsible toc={toc} className={styles.contentsUnderTitle} />
                )}
              </PageHero>
              {onUpcoming ? (
                <p className={styles.inForce}>
                  <Translate
                    id="legal.upcoming.notYet"
                    values={{
                      link: (
                        <Link to={permalink}>
                          <Translate id="legal.upcoming.inForce">the version in force</Translate>
                        </Link>
                      ),
                    }}>
                    {'This version is not in force yet: until its date, {link} applies.'}
                  </Translate>
                </p>
              ) : (
                upcoming && <PolicyUpcoming version={upcoming} to={upcomingPath(permalink)} />
              )}
              <MDXContent>
                <Policy />
              </MDXContent>
              {!onUpcoming && <PolicyHistory history={policyHistory} />}
            </div>
          </PolicyText>
          <footer>
            <EditMetaRow
              className="margin-top--lg"
              editUrl={metadata.editUrl}
              lastUpdatedAt={onUpcoming ? undefined : metadata.lastUpdatedAt}
              lastUpdatedBy={metadata.lastUpdatedBy}
            />
            <p>
              {/* pathname://: a file, not a route of the site's router. */}
              <Link to={`pathname://${POLICY_FEED}`} type="application/atom+xml">
                <Translate id="legal.feed">Follow changes to the policies (Atom feed)</Translate>
              </Link>
            </p>
          </footer>
        </article>
        <PolicyNav policies={policies} current={permalink} />
        {contents && (
          <PolicyContents toc={toc} className={clsx(styles.contentsBeside, 'thin-scrollbar')} />
        )}
      </main>
    </Layout>
  );
}
