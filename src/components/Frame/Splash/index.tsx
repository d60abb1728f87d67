import {useEffect, type ReactNode} from 'react';
import {SPLASH_MS, SPLASH_STATE_ATTRIBUTE} from '@site/src/browser/bootScript';
import styles from './styles.module.css';

type Props = {brandName: string; onDone: () => void};

/**
 * The intro splash, rendered on the server above the already-painted page. It
 * lasts SPLASH_MS from navigation start: the boot script (src/browser/bootScript.ts)
 * hides it by CSS on time, whenever the page hydrates, and this component then
 * takes it out of the page and tells Root (which starts the chat) at the same
 * moment of `performance.now()`. Without JavaScript its own CSS animation ends it.
 */
export function Splash({brandName, onDone}: Props): ReactNode {
  useEffect(() => {
    // Already over (a late hydration), or already seen in this tab.
    if (document.documentElement.getAttribute(SPLASH_STATE_ATTRIBUTE) === 'done') {
      onDone();
      return undefined;
    }
    const timer = window.setTimeout(onDone, Math.max(0, SPLASH_MS - performance.now()));
    return () => window.clearTimeout(timer);
  }, [onDone]);

  return (
    // Hidden from assistive technology: the same name is the header's logo,
    // and the page beneath is already there to be read.
    <div className={styles.splash} aria-hidden="true" data-splash="">
      <div className={styles.brand}>
        <p className={styles.name}>
          {Array.from(brandName).map((letter, index) => (
            <span
              // Letters repeat ("Talentlane" has two of several), so the index is the identity.
              // eslint-disable-next-line react/no-array-index-key
              key={index}
              className={styles.letter}
              style={{animationDelay: `calc(${index * 90}ms * var(--splash-pace, 1))`}}>
              {letter}
            </span>
          ))}
        </p>
        <span className={styles.bar} />
      </div>
    </div>
  );
}
