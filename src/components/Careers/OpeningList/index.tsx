import type {ReactNode} from 'react';
import {CardList} from '@site/src/components/Page/CardList';
import {MailLink} from '@site/src/components/Links/MailLink';
import styles from './styles.module.css';

export type Opening = {
  title: string;
  /** The terms of the role, e.g. "Freelance · Remote · Part-time". */
  type: string;
  /** Two sentences: the work, then what to send. */
  description: string;
};

export type Props = {openings: readonly Opening[]};

/** The open roles as cards, each with its own mail link so the recruiter sees the role in the subject. */
export function OpeningList({openings}: Props): ReactNode {
  const cards = openings.map((opening) => ({
    title: opening.title,
    description: (
      <>
        <p className={styles.type}>{opening.type}</p>
        <p>{opening.description}</p>
        <MailLink
          to="careers"
          subject={`Application: ${opening.title}`}
          className="button button--primary button--sm">
          Apply<span className="visually-hidden"> for {opening.title}</span>
        </MailLink>
      </>
    ),
  }));
  return <CardList items={cards} columns={2} />;
}
