import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {PolicyVersion} from '@site/src/lib/policyHistory';
import {formatDate} from '@site/src/i18n/formatDate';
import {PolicyChanges} from '@site/src/components/Legal/PolicyChanges';
import styles from './styles.module.css';

export type Props = {
  /** The version committed ahead of its effective date. */
  version: PolicyVersion;
  /** Where its text is read in full. */
  to: string;
};

/**
 * Near the top of a policy whose next version is committed but not yet in force: the day it
 * takes effect, a link to its full text and what it changes (closed, as in the history).
 */
export function PolicyUpcoming({version, to}: Props): ReactNode {
  const date = <time dateTime={version.effectiveDate}>{formatDate(version.effectiveDate)}</time>;
  return (
    // A labelled region, so the announcement is among the page's landmarks.
    <section aria-labelledby="upcoming-version" className={styles.notice}>
      <p id="upcoming-version" className={styles.title}>
        <Translate id="legal.upcoming.title" values={{date}}>
          {'A new version takes effect on {date}'}
        </Translate>
      </p>
      <p>
        <Translate id="legal.upcoming.until">Until then, the version below applies.</Translate>{' '}
        <Link to={to}>
          <Translate id="legal.upcoming.read">Read the new version in full</Translate>
        </Link>
      </p>
      {version.changes && (
        <PolicyChanges since={version.number - 1} paragraphs={version.changes} upcoming />
      )}
    </section>
  );
}
