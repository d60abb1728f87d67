import type {ReactNode} from 'react';
import type {EmailKey} from '@site/src/config/site';
import {MailLink} from '@site/src/components/Links/MailLink';
import styles from './styles.module.css';

/** One mail link of the call to action, to a company address with a subject. */
export type ClosingAction = {label: string; to: EmailKey; subject: string};

export type Props = {
  title: string;
  text: string;
  /** The first is drawn as the main action. */
  actions: readonly ClosingAction[];
};

/**
 * The band before the footer that asks for the next step. It sits outside <main>, as a
 * complementary landmark named by its heading: it is the site's, not the page's, content.
 */
export function ClosingCta({title, text, actions}: Props): ReactNode {
  return (
    <aside aria-labelledby="closing-cta-title" className={styles.band}>
      <div className={styles.panel}>
        {/* A plain <h2>: @theme/Heading would add a "Direct link to …" anchor to its name. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h2 id="closing-cta-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          {actions.map((action, index) => (
            <MailLink
              key={action.label}
              to={action.to}
              subject={action.subject}
              className={index === 0 ? styles.primary : styles.secondary}>
              {action.label}
            </MailLink>
          ))}
        </div>
      </div>
    </aside>
  );
}
