import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useNotice} from '@site/src/components/Notice';
import {FEATURE_NOT_AVAILABLE} from '@site/src/data/notices';
import styles from './styles.module.css';

export type Props = {
  children: ReactNode;
  /** `link` looks like a text link; `primary` like the site's main buttons. */
  variant?: 'link' | 'primary';
  className?: string;
};

/**
 * Read More, category and recent-post controls: the blog has no article, category
 * or archive pages yet, so they raise the "Feature Not Available" notice instead
 * of navigating. A real <button> works with Enter and Space and, without
 * JavaScript, simply does nothing.
 */
export function FeatureButton({children, variant = 'link', className}: Props): ReactNode {
  const notify = useNotice();
  return (
    <button
      type="button"
      className={clsx(variant === 'primary' ? 'button button--primary' : styles.link, className)}
      onClick={() => notify(FEATURE_NOT_AVAILABLE)}>
      {children}
    </button>
  );
}
