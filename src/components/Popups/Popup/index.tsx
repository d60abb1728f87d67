import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useHold} from '@site/src/hooks/useHold';
import {
  createPopupScheduler,
  type PopupTiming,
  type SchedulerClock,
} from '@site/src/lib/popupScheduler';
import styles from './styles.module.css';

export type Props<T> = {
  /** Names the pop-up for assistive technology, e.g. "New freelancers". */
  label: string;
  entries: readonly T[];
  /** Counted from page load, not from when this mounts. Read once, with `entries`. */
  timing: PopupTiming;
  message: (entry: T) => string;
  /** True while the tab is hidden: the queue waits and resumes where it was. */
  paused: boolean;
  /** "Stop showing these": ends every pop-up for this tab's session. */
  onStop: () => void;
};

// Wrapped so the timer functions are called on `window` (a bare reference throws
// "Illegal invocation"), and so Playwright's and Vitest's fake clocks drive them.
const browserClock: SchedulerClock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  now: () => performance.now(),
};

/**
 * One social-proof pop-up in its own fixed slot. The text sits in a polite
 * status region that is always in the page (a live region added together with
 * its text is often not announced); the card around it is drawn only while an
 * entry shows. Nothing here ever moves focus.
 */
export function Popup<T>({label, entries, timing, message, paused, onStop}: Props<T>): ReactNode {
  const [entry, setEntry] = useState<T | null>(null);
  const [scheduler] = useState(() =>
    createPopupScheduler({
      entries,
      timing,
      clock: browserClock,
      random: Math.random,
      onChange: setEntry,
    }),
  );
  const slot = useRef<HTMLDivElement>(null);
  // The visitor reading or using a pop-up holds it on screen (WCAG 2.2.1), as a hidden tab does.
  const release = useHold(slot, scheduler, {alsoWhile: paused});

  useEffect(() => {
    // performance.now() is the time since the page started loading, so the whole
    // rhythm (5 s, 17 s, 29 s ...) counts from there, however late this chunk came.
    scheduler.start(performance.now());
    return scheduler.stop;
  }, [scheduler]);

  const close = () => {
    scheduler.close();
    // The card is gone, so it can no longer be hovered or hold focus.
    release();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  const open = entry !== null;
  const dismiss = translate({id: 'popups.dismiss', message: 'Dismiss'});
  return (
    // A group named after the pop-up, so its Dismiss button is heard in context.
    <div ref={slot} role="group" aria-label={label} className={styles.slot}>
      <div className={clsx(styles.card, open && styles.open)}>
        {/* aria-atomic: each change reads as one whole sentence. */}
        <p className={styles.message} role="status" aria-live="polite" aria-atomic="true">
          {open ? message(entry) : null}
        </p>
        {open && (
          <>
            <button
              type="button"
              className={styles.close}
              aria-label={dismiss}
              title={dismiss}
              onClick={close}
              onKeyDown={closeOnEscape}>
              <span aria-hidden="true">×</span>
            </button>
            <button
              type="button"
              className={styles.stop}
              onClick={onStop}
              onKeyDown={closeOnEscape}>
              <Translate id="popups.stop">Stop showing these</Translate>
            </button>
          </>
        )}
      </div>
    </div>
  );
}
