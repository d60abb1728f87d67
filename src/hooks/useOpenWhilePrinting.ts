import {useEffect, type RefObject} from 'react';

/**
 * Opens a closed <details> while the page prints and closes it again afterwards, so its
 * content is on paper. print.css does the same where the browser lets CSS show a closed
 * <details>' content (::details-content); this covers the others.
 */
export function useOpenWhilePrinting(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const details = ref.current;
    if (!details) return undefined;
    let openedForPrint = false;
    const open = () => {
      if (details.open) return;
      details.open = true;
      openedForPrint = true;
    };
    const restore = () => {
      if (!openedForPrint) return;
      details.open = false;
      openedForPrint = false;
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', restore);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', restore);
    };
  }, [ref]);
}
