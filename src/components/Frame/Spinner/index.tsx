import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A centred spinner announced as "Loading". */
export function Spinner({className}: {className?: string}): ReactNode {
  return (
    <div role="status" aria-label="Loading" className={clsx(styles.overlay, className)}>
      <span className={styles.wheel} aria-hidden="true" />
      <span className={styles.text}>Loading</span>
    </div>
  );
}
