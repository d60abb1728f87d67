import {createContext, useCallback, useContext, useMemo, useState, type ReactNode} from 'react';
import * as Toast from '@radix-ui/react-toast';
import type {NoticeContent} from '@site/src/data/notices';
import styles from './styles.module.css';

type ShowNotice = (notice: NoticeContent) => void;

const NoticeContext = createContext<ShowNotice | null>(null);

/** Shows a notice; a new one replaces the one on screen. */
export function useNotice(): ShowNotice {
  const show = useContext(NoticeContext);
  if (!show)
    throw new Error('useNotice() must be used inside <NoticeProvider> (src/theme/Root.tsx)');
  return show;
}

type Current = NoticeContent & {id: number};

/**
 * Radix Toast with the spec's rules: 5000 ms auto-dismiss (Radix pauses it on
 * hover and focus), F8 moves focus to the viewport, swipe right 50 px dismisses.
 */
export function NoticeProvider({children}: {children: ReactNode}): ReactNode {
  const [current, setCurrent] = useState<Current | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowNotice>((notice) => {
    // A fresh key remounts the toast, so its timer restarts and it is announced again.
    setCurrent((previous) => ({...notice, id: (previous?.id ?? 0) + 1}));
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);

  return (
    <NoticeContext.Provider value={value}>
      <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notice">
        {children}
        {current && (
          <Toast.Root key={current.id} className={styles.notice} open={open} onOpenChange={setOpen}>
            <Toast.Title className={styles.title}>{current.title}</Toast.Title>
            <Toast.Description className={styles.description}>
              {current.description}
            </Toast.Description>
            <Toast.Close className={styles.close} aria-label="Dismiss notice">
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className={styles.viewport} hotkey={['F8']} label="Notices ({hotkey})" />
      </Toast.Provider>
    </NoticeContext.Provider>
  );
}
