import type {ReactNode} from 'react';
import * as Toast from '@radix-ui/react-toast';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** What a notice says. */
export type NoticeContent = {title: string; description: string};

export type Props = {
  notice: (NoticeContent & {id: number}) | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Radix Toast with the spec's rules: 5000 ms auto-dismiss (Radix pauses it on
 * hover and focus), F8 moves focus to the viewport, a 50 px swipe right dismisses.
 */
export function Toaster({notice, open, onOpenChange}: Props): ReactNode {
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={translate({id: 'notice.label', message: 'Notice'})}>
      {notice && (
        // A fresh key remounts the toast, so its timer restarts and it is announced again.
        <Toast.Root
          key={notice.id}
          className={styles.notice}
          open={open}
          onOpenChange={onOpenChange}>
          {/* Radix announces the toast through its own polite live region; this role
              names the message as a status for assistive technology that browses to it. */}
          <div role="status" aria-live="off">
            <Toast.Title className={styles.title}>{notice.title}</Toast.Title>
            <Toast.Description className={styles.description}>
              {notice.description}
            </Toast.Description>
          </div>
          <Toast.Close
            className={styles.close}
            aria-label={translate({id: 'notice.dismiss', message: 'Dismiss notice'})}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        className={styles.viewport}
        hotkey={['F8']}
        label={translate({
          id: 'notice.region',
          message: 'Notices ({hotkey})',
          description: 'The notices region; Radix puts the key that reaches it in {hotkey}',
        })}
      />
    </Toast.Provider>
  );
}
