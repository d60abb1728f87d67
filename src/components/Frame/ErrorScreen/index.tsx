import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
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
      <Heading as="h1">
        <Translate id="error.title">Unexpected Application Error!</Translate>
      </Heading>
      <p>
        <Translate
          id="error.text"
          values={{
            homePage: (
              <Link to="/">
                <Translate id="error.text.homePage">home page</Translate>
              </Link>
            ),
          }}>
          {'Something went wrong while showing this page. Try again, or go back to the {homePage}.'}
        </Translate>
      </p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        <Translate id="error.tryAgain">Try again</Translate>
      </button>
      <details className={styles.details}>
        <summary>
          <Translate id="error.details">Technical details</Translate>
        </summary>
        <pre>{error.message}</pre>
      </details>
    </main>
  );
}
