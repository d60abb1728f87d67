import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Props = {
  /** The most columns on wide screens; fewer where they would be too narrow. */
  columns: 2 | 3 | 4;
  /** Narrow items (figures) that fit two to a row even on phones. */
  twoOnPhones?: boolean;
  ordered?: boolean;
  tight?: boolean;
  children: ReactNode;
};

/** The grid every counted collection is laid out in: a real list, so its length is announced. */
export function ListGrid({columns, twoOnPhones, ordered, tight, children}: Props): ReactNode {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      className={clsx(
        styles.grid,
        styles[`columns${columns}`],
        twoOnPhones && styles.twoOnPhones,
        tight && styles.tight,
      )}>
      {children}
    </List>
  );
}
