import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {LinkKey} from '@site/src/config/site';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';

export type Props = {
  /** Which company link to open (see src/config/site.ts). */
  to: LinkKey;
  className?: string;
  children: ReactNode;
};

/** A link to one of the company's external channels; opens safely in a new tab. */
export function FactLink({to, className, children}: Props): ReactNode {
  const href = useSiteFacts().links[to];
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
