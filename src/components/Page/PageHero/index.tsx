import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {LanesArt} from '../LanesArt';
import styles from './styles.module.css';

export type Props = {
  title: string;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  /**
   * `home`: the larger picture and title of the home page; `text`: the title band of a
   * legal text, without the picture.
   */
  variant?: 'home' | 'page' | 'text';
};

/** The top of every page: its one <h1>, beside the brand's lanes. */
export function PageHero({title, lead, children, variant = 'page'}: Props): ReactNode {
  return (
    <header className={clsx(styles.hero, variant === 'home' && styles.home)}>
      <div className={styles.text}>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
      {variant !== 'text' && <LanesArt variant={variant} className={styles.art} />}
    </header>
  );
}
