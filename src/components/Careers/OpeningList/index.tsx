import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {CardList} from '@site/src/components/Page/CardList';
import {MailLink} from '@site/src/components/Links/MailLink';
import {useOpenOpenings} from '@site/src/hooks/useOpenOpenings';
import {openingPath} from '@site/src/lib/openings';
import {applicationSubjectTemplate} from '../applicationText';
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
/** " for <role>", for screen readers: which opening the button or link is about. */
function ForRole({title}: {title: string}): ReactNode {
  return (
    <span className="visually-hidden">
      <Translate id="jobs.list.forRole" values={{title}}>
        {' for {title}'}
      </Translate>
    </span>
  );
}

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
            subject={applicationSubject(opening.title, applicationSubjectTemplate())}
            className="button button--primary button--sm">
            <Translate id="jobs.list.apply" values={{forRole: <ForRole title={opening.title} />}}>
              {'Apply{forRole}'}
            </Translate>
          </MailLink>
          <Link to={openingPath(opening.slug)} className="button button--secondary button--sm">
            <Translate id="jobs.list.details" values={{forRole: <ForRole title={opening.title} />}}>
              {'Role details{forRole}'}
            </Translate>
          </Link>
        </div>
      </>
    ),
  }));
  return <CardList items={cards} columns={2} />;
}
