import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Section} from '@site/src/components/Page/Section';
import {PolicyChanges, type ComparedParagraph} from '@site/src/components/Legal/PolicyChanges';
import {formatIsoDate} from '@site/src/lib/formatDate';
import styles from './styles.module.css';

/** A commit that kept the effective date: a correction of wording, not of terms. */
export type EditorialChange = {commit: string; date: string; summary: string};

export type PolicyVersion = {
  /** 1 for the first version. */
  number: number;
  effectiveDate: string;
  /** The day its first commit was made. */
  publishedDate: string;
  summary: string;
  editorialChanges: EditorialChange[];
  /** The comparison with the version before; null for the first version. */
  changes: ComparedParagraph[] | null;
};

/** Built from git by plugins/policy-history; versions newest first. */
export type PolicyHistory = {available: true; versions: PolicyVersion[]} | {available: false};

export type Props = {
  /** Undefined when the page has no history module (the plugin is not registered). */
  history: PolicyHistory | undefined;
};

function IsoDate({date, month}: {date: string; month?: 'long' | 'short'}): ReactNode {
  return <time dateTime={date}>{formatIsoDate(date, {month})}</time>;
}

function Fact({term, children}: {term: string; children: ReactNode}): ReactNode {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Version({version, current}: {version: PolicyVersion; current: boolean}): ReactNode {
  return (
    <li className={styles.version}>
      <Heading as="h3" className={styles.title}>
        Version {version.number}
        {current && ' (current)'}
      </Heading>
      <p className={styles.summary}>{version.summary}</p>
      <dl className={styles.facts}>
        <Fact term="Effective">
          <IsoDate date={version.effectiveDate} />
        </Fact>
        <Fact term="Published">
          <IsoDate date={version.publishedDate} />
        </Fact>
        {version.editorialChanges.length > 0 && (
          <div className={styles.editorial}>
            <dt>Editorial changes</dt>
            {version.editorialChanges.map((change) => (
              <dd key={change.commit}>
                <IsoDate date={change.date} month="short" />: {change.summary}
              </dd>
            ))}
          </div>
        )}
      </dl>
      {version.changes && <PolicyChanges since={version.number - 1} paragraphs={version.changes} />}
    </li>
  );
}

/** "Version history" under a policy: each version, newest first, and what changed in it. */
export function PolicyHistory({history}: Props): ReactNode {
  return (
    <Section
      title="Version history"
      intro={
        history?.available && (
          <p>
            Newest first. A new version begins when the effective date changes; editorial changes
            correct wording without changing what the text says.
          </p>
        )
      }>
      {history?.available ? (
        <ol className={styles.versions}>
          {history.versions.map((version, index) => (
            <Version key={version.number} version={version} current={index === 0} />
          ))}
        </ol>
      ) : (
        <p>Version history is not available in this build.</p>
      )}
    </Section>
  );
}
