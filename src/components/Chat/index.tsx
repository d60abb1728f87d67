import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';
import {useNotice, type NoticeContent} from '@site/src/components/Notice';
import {loadCrisp, openCrisp, removeCrisp, type ChatStatus} from './crispLoader';

type ChatContextValue = {status: ChatStatus; openChat: () => void};

const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat() must be used inside <ChatProvider> (src/theme/Root.tsx)');
  return value;
}

type Props = {
  /** False until the intro splash has ended: the widget waits for it. */
  enabled: boolean;
  /** The notice shown when the chat cannot open; {address} in it becomes the address to write to. */
  unavailable: NoticeContent;
  children: ReactNode;
};

/** Loads the Crisp widget once `enabled`, and removes it when the site's root unmounts. */
export function ChatProvider({enabled, unavailable, children}: Props): ReactNode {
  const {chatSiteKey, emails} = useSiteFacts();
  const {title, description} = unavailable;
  const unavailableNotice = useMemo(
    () => ({title, description: description.replace('{address}', emails.general)}),
    [title, description, emails.general],
  );
  const notify = useNotice();
  const [loadResult, setLoadResult] = useState<ChatStatus | null>(null);
  // A click while the widget is still loading queues the open command; should the
  // loader then fail, that visitor still hears about the e-mail alternative.
  const openRequested = useRef(false);
  const status: ChatStatus = !chatSiteKey
    ? 'off'
    : !enabled
      ? 'waiting'
      : (loadResult ?? 'loading');

  useEffect(() => {
    if (!chatSiteKey || !enabled) return;
    let active = true;
    loadCrisp(chatSiteKey)
      .catch((): ChatStatus => 'failed')
      .then((result) => {
        if (!active) return;
        setLoadResult(result);
        if (!openRequested.current) return;
        openRequested.current = false;
        if (result === 'ready') void openCrisp();
        else notify(unavailableNotice);
      });
    return () => {
      active = false;
    };
  }, [chatSiteKey, enabled, notify, unavailableNotice]);

  useEffect(() => (chatSiteKey ? removeCrisp : undefined), [chatSiteKey]);

  const openChat = useCallback(() => {
    if (status === 'waiting' || status === 'loading') {
      openRequested.current = true;
    } else if (status === 'ready') {
      openCrisp().catch(() => notify(unavailableNotice));
    } else {
      notify(unavailableNotice);
    }
  }, [status, notify, unavailableNotice]);

  const value = useMemo(() => ({status, openChat}), [status, openChat]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
