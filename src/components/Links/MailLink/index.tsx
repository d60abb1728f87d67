import type {ReactNode} from 'react';
import type {EmailKey} from '@site/src/config/site';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';
import {mailtoHref} from '@site/src/lib/mailto';

export type Props = {
  /** Which company address to write to (see src/config/site.ts). */
  to: EmailKey;
  subject?: string;
  /** The message's opening text, e.g. what to attach. */
  body?: string;
  className?: string;
  /** Defaults to the address itself. */
  children?: ReactNode;
};

export function MailLink({to, subject, body, className, children}: Props): ReactNode {
  const address = useSiteFacts().emails[to];
  return (
    // A mail link is not navigation: Docusaurus' <Link> would open it in a new tab.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      className={className}
      href={mailtoHref(address, subject, body)}
      // A printed page cannot be clicked: where the text is not the address, print.css
      // writes the address after it.
      data-print-address={children === undefined ? undefined : address}>
      {children ?? address}
    </a>
  );
}
