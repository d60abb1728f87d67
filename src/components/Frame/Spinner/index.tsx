import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** A centred spinner announced as "Loading". */
export function Spinner({className}: {className?: string}): ReactNode {
  const loading = translate({
    id: 'frame.spinner.loading',
    message: 'Loading',
    description: "The spinner's words while a page's code loads",
  });
  return (
    <div role="status" aria-label={loading} className={clsx(styles.overlay, className)}>
      <span className={styles.wheel} aria-hidden="true" />
      <span className={styles.text}>{loading}</span>
    </div>
  );
}
