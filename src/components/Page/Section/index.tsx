import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
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
  // Lets the build's broken-anchor check see links to this section (e.g. #current-openings).
  useBrokenLinks().collectAnchor(headingId);
  return (
    <section aria-labelledby={headingId} className={clsx(styles.section, muted && styles.muted)}>
      {/* A plain <h2>: @theme/Heading would add a "Direct link to …" anchor to its
          name, and the section is named by this heading. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children}
    </section>
  );
}
