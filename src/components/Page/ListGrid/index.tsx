import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Props = {
  /** Columns on wide screens; from 700 px there are two, on phones one. */
  columns: 2 | 3 | 4;
  /** Keep two columns even on phones (short items such as figures). */
  twoOnPhones?: boolean;
  ordered?: boolean;
  tight?: boolean;
  children: ReactNode;
};

/** The responsive grid every counted collection is laid out in: a real list, so its length is announced. */
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
