import type {ReactNode} from 'react';
import {useNotice} from '@site/src/components/Notice';
import {PAGE_NOT_AVAILABLE} from '@site/src/data/notices';

/** "Meet Our Leadership": the investor profiles page is not published yet, so it only says so. */
export function LeadershipButton({children}: {children: ReactNode}): ReactNode {
  const notify = useNotice();
  return (
    <button
      type="button"
      className="button button--outline button--primary"
      onClick={() => notify(PAGE_NOT_AVAILABLE)}>
      {children}
    </button>
  );
}
