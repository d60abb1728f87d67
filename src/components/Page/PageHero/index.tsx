import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = {
  title: string;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  children?: ReactNode;
};

/** The top of every marketing page: its one <h1>. */
export function PageHero({title, lead, children}: Props): ReactNode {
  return (
    <header className={styles.hero}>
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </header>
  );
}
