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

/**
 * A button's label with each hyphenated word ("E-mail") held whole: a narrow screen or large
 * text may wrap the label between words, never after a word's own hyphen ("E-" / "mail").
 */
function withWholeWords(label: ReactNode): ReactNode {
  if (typeof label !== 'string') return label;
  // One span: the button is a flex box, and loose text beside a span would be two items.
  // Each part is keyed by where it starts in the label.
  const parts: ReactNode[] = [];
  let start = 0;
  for (const {0: word, index} of label.matchAll(/\S+-\S+/g)) {
    if (index > start) parts.push(label.slice(start, index));
    parts.push(
      <span key={index} className="whole-word">
        {word}
      </span>,
    );
    start = index + word.length;
  }
  if (start < label.length) parts.push(label.slice(start));
  return <span>{parts}</span>;
}

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
      {children === undefined
        ? address
        : className?.split(' ').includes('button')
          ? withWholeWords(children)
          : children}
    </a>
  );
}
