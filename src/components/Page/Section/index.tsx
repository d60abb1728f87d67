import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
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

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

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
