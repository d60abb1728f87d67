import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {InvestorUpdate} from '@site/src/data/investors';
import {formatIsoDate} from '@site/src/lib/formatDate';
import styles from './styles.module.css';

/** Dated investor news as a list, newest first. */
export function UpdateList({updates}: {updates: readonly InvestorUpdate[]}): ReactNode {
  return (
    <ol className={styles.updates}>
      {updates.map((update) => (
        <li key={`${update.date}-${update.title}`} className={styles.update}>
          <time className={styles.date} dateTime={update.date}>
            {formatIsoDate(update.date)}
          </time>
          <Heading as="h3" className={styles.title}>
            {update.title}
          </Heading>
          <p className={styles.summary}>{update.summary}</p>
        </li>
      ))}
    </ol>
  );
}
