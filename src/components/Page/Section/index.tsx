import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {slugify} from '@site/src/lib/slugify';
import styles from './styles.module.css';

export type Props = {
  title: string;
  /** Anchor and label id; derived from the title when omitted. */
  id?: string;
  intro?: ReactNode;
  /** A tinted band, to separate neighbouring sections. */
  muted?: boolean;
  children?: ReactNode;
};

/** A page section labelled by its visible <h2>, so assistive technology lists it by name. */
export function Section({title, id, intro, muted, children}: Props): ReactNode {
  const headingId = id ?? slugify(title);
  return (
    <section aria-labelledby={headingId} className={clsx(styles.section, muted && styles.muted)}>
      <Heading as="h2" id={headingId} className={styles.title}>
        {title}
      </Heading>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children}
    </section>
  );
}
