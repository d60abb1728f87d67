import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import TOCItems from '@theme/TOCItems';
import type {Props as TOCProps} from '@theme/TOC';
import styles from './styles.module.css';

export type Props = TOCProps & {
  /** A disclosure that starts closed (narrow screens) instead of a list always shown. */
  collapsible?: boolean;
};

// Docusaurus' scroll spy finds the links by these classes (both needed) and marks the
// section in view with the active one.
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

/**
 * A policy's table of contents: a navigation landmark named by its visible label, listing
 * the text's sections in order. The collapsible form is a native <details>, so it opens
 * without JavaScript; only the list always shown follows the reader's place in the text.
 */
export function PolicyContents({collapsible = false, className, ...tocProps}: Props): ReactNode {
  const labelId = useId();
  // Docusaurus' own words for its contents, so its translations of them apply.
  const label = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description: 'The label used by the button on the collapsible TOC component',
  });
  if (collapsible) {
    return (
      <nav aria-labelledby={labelId} className={className}>
        <details className={styles.disclosure}>
          <summary id={labelId} className={clsx('control-button', styles.summary)}>
            {label}
            <svg
              aria-hidden="true"
              focusable="false"
              className={styles.chevron}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round">
              {/* Lucide's chevron-down (https://lucide.dev, ISC). */}
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <TOCItems {...tocProps} className={styles.list} linkClassName={styles.link} />
        </details>
      </nav>
    );
  }
  return (
    <nav aria-labelledby={labelId} className={className}>
      <p id={labelId} className={clsx('caps-label', styles.label)}>
        {label}
      </p>
      <TOCItems
        {...tocProps}
        className={styles.list}
        linkClassName={clsx(LINK_CLASS_NAME, styles.link)}
        linkActiveClassName={LINK_ACTIVE_CLASS_NAME}
      />
    </nav>
  );
}
