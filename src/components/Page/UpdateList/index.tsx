import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {formatDate} from '@site/src/i18n/formatDate';
import styles from './styles.module.css';

/** A dated piece of news, e.g. in "Updates" on /investors. */
export type Update = {
  /** The calendar date, written YYYY-MM-DD. */
  date: string;
  title: string;
  summary: string;
};

/** Dated investor news as a list, newest first. */
export function UpdateList({updates}: {updates: readonly Update[]}): ReactNode {
  return (
    <ol className={styles.updates}>
      {updates.map((update) => (
        <li key={`${update.date}-${update.title}`} className={styles.update}>
          <time className={styles.date} dateTime={update.date}>
            {formatDate(update.date)}
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
