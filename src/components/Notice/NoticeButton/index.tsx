import type {ReactNode} from 'react';
import {EARLY_TAP} from '@site/src/browser/earlyTaps';
import {useNotice, type NoticeContent} from '@site/src/components/Notice';
import styles from './styles.module.css';

export type Props = {
  /** What the notice says, e.g. that the page the button names is not published yet. */
  notice: NoticeContent;
  /** Infima button classes, e.g. `button button--primary`; without them it looks like a text link. */
  className?: string;
  children: ReactNode;
};

/**
 * A control for something the site does not offer yet: it raises a notice instead
 * of navigating. A real <button> works with Enter and Space and, without
 * JavaScript, simply does nothing; tapped before hydration, it raises the notice
 * once the page has hydrated (src/browser/earlyTaps.ts).
 */
export function NoticeButton({notice, className, children}: Props): ReactNode {
  const notify = useNotice();
  return (
    <button
      type="button"
      className={className ?? styles.link}
      onClick={() => notify(notice)}
      {...EARLY_TAP}>
      {children}
    </button>
  );
}
