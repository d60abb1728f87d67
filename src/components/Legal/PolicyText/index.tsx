import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type Props = {children: ReactNode};

/** The body of a legal text: a readable line length and underlined links in running prose. */
export function PolicyText({children}: Props): ReactNode {
  return <div className={styles.text}>{children}</div>;
}
