import {createContext, useCallback, useContext, useState, type ReactNode} from 'react';
import type {NoticeContent, Props as ToasterProps} from './Toaster';

export type {NoticeContent};

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
  const [notice, setNotice] = useState<ToasterProps['notice']>(null);
  const [open, setOpen] = useState(false);
  // Radix Toast stays out of the first load: its chunk is fetched on the first notice and
  // rendered once there, with no Suspense boundary (whose reveal waits on a timer).
  const [Toaster, setToaster] = useState<((props: ToasterProps) => ReactNode) | null>(null);
  const show = useCallback<ShowNotice>((content) => {
    setNotice((previous) => ({...content, id: (previous?.id ?? 0) + 1}));
    setOpen(true);
    void import('./Toaster').then((loaded) => setToaster(() => loaded.Toaster));
  }, []);

  return (
    <NoticeContext.Provider value={show}>
      {children}
      {Toaster && <Toaster notice={notice} open={open} onOpenChange={setOpen} />}
    </NoticeContext.Provider>
  );
}
