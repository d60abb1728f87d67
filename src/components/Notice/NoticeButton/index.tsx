import type {ReactNode} from 'react';
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
 * JavaScript, simply does nothing.
 */
export function NoticeButton({notice, className, children}: Props): ReactNode {
  const notify = useNotice();
  return (
    <button type="button" className={className ?? styles.link} onClick={() => notify(notice)}>
      {children}
    </button>
  );
}
