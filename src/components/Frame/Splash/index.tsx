import {useEffect, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

export const SPLASH_MS = 2500;
const SEEN_KEY = 'splash-seen';

type Props = {brandName: string; onDone: () => void};

function seenThisTab(): boolean {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Without storage the splash simply plays again on the next full load.
  }
}

/**
 * The intro splash, rendered on the server above the already-painted page.
 * With JavaScript, Root unmounts it when `onDone` fires 2.5 s after hydration;
 * without, CSS ends it (see the <noscript> rule in docusaurus.config.ts). The
 * boot script hides it at once when this tab has already seen it.
 */
export function Splash({brandName, onDone}: Props): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const splash = element.current;
    // Already seen in this tab, or the CSS fallback already ended it (slow hydration).
    if (seenThisTab() || !splash || getComputedStyle(splash).visibility === 'hidden') {
      onDone();
      return undefined;
    }
    markSeen();
    // From here the script's timer, not the CSS fallback, decides when it ends.
    splash.setAttribute('data-timed-by-script', '');
    const timer = window.setTimeout(onDone, SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);

  return (
    // Hidden from assistive technology: the same name is the header's logo,
    // and the page beneath is already there to be read.
    <div ref={element} className={styles.splash} aria-hidden="true" data-splash="">
      <div className={styles.brand}>
        <p className={styles.name}>
          {Array.from(brandName).map((letter, index) => (
            <span
              // Letters repeat ("Talentlane" has two of several), so the index is the identity.
              // eslint-disable-next-line react/no-array-index-key
              key={index}
              className={styles.letter}
              style={{animationDelay: `${index * 90}ms`}}>
              {letter}
            </span>
          ))}
        </p>
        <span className={styles.bar} />
      </div>
    </div>
  );
}
