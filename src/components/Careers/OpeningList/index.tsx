import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {CardList} from '@site/src/components/Page/CardList';
import {MailLink} from '@site/src/components/Links/MailLink';
import {useOpenOpenings} from '@site/src/hooks/useOpenOpenings';
import {openingPath} from '@site/src/lib/openings';
import {applicationSubject, type Opening} from '../opening';
import styles from './styles.module.css';

export type {Opening};

export type Props = {
  /** Every opening; those past their closing day when the site was built are left out. */
  openings: readonly Opening[];
  /** Shown instead of the list when no opening is open. */
  whenNone: ReactNode;
};

/**
 * The open roles as cards, each linking to its own page and with its own mail link,
 * so the recruiter sees the role in the subject.
 */
export function OpeningList({openings, whenNone}: Props): ReactNode {
  const open = useOpenOpenings(openings);
  if (open.length === 0) return <div className={styles.none}>{whenNone}</div>;
  const cards = open.map((opening) => ({
    title: opening.title,
    description: (
      <>
        <p className={styles.type}>{opening.type}</p>
        <p>{opening.description}</p>
        <div className={styles.actions}>
          <MailLink
            to="careers"
            subject={applicationSubject(opening.title)}
            className="button button--primary button--sm">
            Apply<span className="visually-hidden"> for {opening.title}</span>
          </MailLink>
          <Link to={openingPath(opening.slug)} className="button button--secondary button--sm">
            Role details<span className="visually-hidden"> for {opening.title}</span>
          </Link>
        </div>
      </>
    ),
  }));
  return <CardList items={cards} columns={2} />;
}
