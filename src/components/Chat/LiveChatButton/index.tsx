import type {ReactNode} from 'react';
import clsx from 'clsx';
import {EARLY_TAP} from '@site/src/browser/earlyTaps';
import {useChat} from '@site/src/components/Chat';

export type Props = {
  className?: string;
  children: ReactNode;
};

/**
 * Opens the live-chat widget. Where the chat is off, blocked or failing,
 * `openChat()` shows a notice with the e-mail address instead.
 */
export function LiveChatButton({className, children}: Props): ReactNode {
  const {openChat} = useChat();
  return (
    <button
      type="button"
      className={clsx('button button--primary', className)}
      onClick={openChat}
      {...EARLY_TAP}>
      {children}
    </button>
  );
}
