import {createContext, useCallback, useContext, useState, type ReactNode} from 'react';
import type {NoticeContent} from '@site/src/data/notices';
import {Toaster} from './Toaster';

type ShowNotice = (notice: NoticeContent) => void;

const NoticeContext = createContext<ShowNotice | null>(null);

/** Shows a notice; a new one replaces the one on screen. */
export function useNotice(): ShowNotice {
  const show = useContext(NoticeContext);
  if (!show)
    throw new Error('useNotice() must be used inside <NoticeProvider> (src/theme/Root.tsx)');
  return show;
}

export function NoticeProvider({children}: {children: ReactNode}): ReactNode {
  const [notice, setNotice] = useState<(NoticeContent & {id: number}) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowNotice>((content) => {
    setNotice((previous) => ({...content, id: (previous?.id ?? 0) + 1}));
    setOpen(true);
  }, []);

  return (
    <NoticeContext.Provider value={show}>
      {children}
      <Toaster notice={notice} open={open} onOpenChange={setOpen} />
    </NoticeContext.Provider>
  );
}
