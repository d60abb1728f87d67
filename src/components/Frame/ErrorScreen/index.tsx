import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = {error: Error; tryAgain: () => void};

/**
 * What a visitor sees instead of a blank page when a page throws while rendering.
 * It renders inside the layout, whose wrapper already carries the skip link's
 * fallback id; the skip link itself focuses the page's first <main>, this one.
 */
export function ErrorScreen({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.screen}>
      <Heading as="h1">Unexpected Application Error!</Heading>
      <p>
        Something went wrong while showing this page. Try again, or go back to the{' '}
        <Link to="/">home page</Link>.
      </p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <details className={styles.details}>
        <summary>Technical details</summary>
        <pre>{error.message}</pre>
      </details>
    </main>
  );
}
