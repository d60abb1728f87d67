import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Section} from '@site/src/components/Page/Section';
import {PolicyChanges} from '@site/src/components/Legal/PolicyChanges';
import {formatDate} from '@site/src/i18n/formatDate';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PolicyHistory as History, PolicyVersion} from '@site/src/lib/policyHistory';
import styles from './styles.module.css';

export type Props = {
  /** Undefined when the page has no history module (the plugin is not registered). */
  history: History | undefined;
};

function IsoDate({date, month}: {date: string; month?: 'long' | 'short'}): ReactNode {
  return <time dateTime={date}>{formatDate(date, {month})}</time>;
}

function Fact({term, children}: {term: string; children: ReactNode}): ReactNode {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The summaries and comparisons come from the English text's commits: in a translation they
 * stay in English, marked as such for screen readers and the untranslated-text check.
 */
type SourceLanguage = {lang?: string};

function Version({
  version,
  current,
  lang,
}: {version: PolicyVersion; current: boolean} & SourceLanguage): ReactNode {
  return (
    <li className={styles.version}>
      <Heading as="h3" className={styles.title}>
        {current ? (
          <Translate id="legal.history.version.current" values={{number: version.number}}>
            {'Version {number} (current)'}
          </Translate>
        ) : (
          <Translate id="legal.history.version" values={{number: version.number}}>
            {'Version {number}'}
          </Translate>
        )}
      </Heading>
      <p className={styles.summary} lang={lang}>
        {version.summary}
      </p>
      <dl className={styles.facts}>
        <Fact term={translate({id: 'legal.history.effective', message: 'Effective'})}>
          <IsoDate date={version.effectiveDate} />
        </Fact>
        <Fact term={translate({id: 'legal.history.published', message: 'Published'})}>
          <IsoDate date={version.publishedDate} />
        </Fact>
        {version.editorialChanges.length > 0 && (
          <div className={styles.editorial}>
            <dt>
              <Translate id="legal.history.editorial">Editorial changes</Translate>
            </dt>
            {version.editorialChanges.map((change) => (
              <dd key={change.commit}>
                <IsoDate date={change.date} month="short" />:{' '}
                <span lang={lang}>{change.summary}</span>
              </dd>
            ))}
          </div>
        )}
      </dl>
      {version.changes && (
        <PolicyChanges since={version.number - 1} paragraphs={version.changes} lang={lang} />
      )}
    </li>
  );
}

/** "Version history" under a policy: each version, newest first, and what changed in it. */
export function PolicyHistory({history}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const translated = i18n.currentLocale !== i18n.defaultLocale;
  // The history's text is English's, the default locale's, in a translation.
  const lang = translated ? i18n.defaultLocale : undefined;
  return (
    <Section
      id="version-history"
      title={translate({id: 'legal.history.title', message: 'Version history'})}
      intro={
        history?.available && (
          <>
            <p>
              <Translate id="legal.history.intro">
                Newest first. A new version begins when the effective date changes; editorial
                changes correct wording without changing what the text says.
              </Translate>
            </p>
            {translated && (
              <p>
                <Translate id="legal.history.english">
                  The history records the changes to the English text, which is the version that
                  applies; its notes are in English.
                </Translate>
              </p>
            )}
          </>
        )
      }>
      {history?.available ? (
        <ol className={styles.versions}>
          {history.versions.map((version, index) => (
            <Version key={version.number} version={version} current={index === 0} lang={lang} />
          ))}
        </ol>
      ) : (
        <p>
          <Translate id="legal.history.unavailable">
            Version history is not available in this build.
          </Translate>
        </p>
      )}
    </Section>
  );
}
