import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageHero} from '@site/src/components/Page/PageHero';
import {Section} from '@site/src/components/Page/Section';
import {CardList, type Card} from '@site/src/components/Page/CardList';
import {MailLink} from '@site/src/components/Links/MailLink';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';
import {formatIsoDate} from '@site/src/lib/formatDate';
import {openingPath} from '@site/src/lib/openings';
import {applicationBody, applicationSubject, areaNames, type Opening} from '../opening';
import styles from './styles.module.css';

export type Props = {
  opening: Opening;
  /** When and how every role is paid, e.g. "You are paid within 12 hours of approval, …". */
  payTerms: string;
  /** The ways the company pays, as cards. */
  paymentMethods: readonly Card[];
  /** What every applicant should know first: no fees, official contact, replies. */
  notes: readonly Card[];
};

/** Where the list of openings is: the back link of every opening's page. */
const ALL_OPENINGS = '/employment#current-openings';

function Bullets({items}: {items: readonly string[]}): ReactNode {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function DateFact({label, date, note}: {label: string; date: string; note?: string}): ReactNode {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>
        <time dateTime={date}>{formatIsoDate(date)}</time>
        {note && <span className={styles.note}> {note}</span>}
      </dd>
    </div>
  );
}

/** An opening's own page: what the work is and takes, what to send, how it is paid, how to apply. */
export function JobDetails({opening, payTerms, paymentMethods, notes}: Props): ReactNode {
  const {siteUrl} = useSiteFacts();
  const areas = areaNames(opening.openTo);
  const apply = (
    <MailLink
      to="careers"
      subject={applicationSubject(opening.title)}
      body={applicationBody(opening, `${siteUrl}${openingPath(opening.slug)}`)}
      className="button button--primary button--lg">
      Apply by E-mail
    </MailLink>
  );
  return (
    <>
      <PageHero title={opening.title} lead={opening.description}>
        {apply}
        <Link to={ALL_OPENINGS} className="button button--secondary button--lg">
          All Openings
        </Link>
      </PageHero>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Role</dt>
          <dd>{opening.type}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Open to</dt>
          <dd>
            {areas
              ? `Applicants living in ${areas.join(', ')}`
              : 'Applicants anywhere in the world'}
          </dd>
        </div>
        <DateFact label="Posted" date={opening.datePosted} />
        <DateFact
          label="Applications close"
          date={opening.validThrough}
          note="(end of day, Singapore time)"
        />
      </dl>

      <div className={styles.columns}>
        <Section title="The Work">
          <Bullets items={opening.work} />
        </Section>
        <Section title="What It Takes">
          <Bullets items={opening.requirements} />
        </Section>
        <Section title="What to Send">
          <Bullets items={opening.samples} />
          <p>
            Attach them to your e-mail with your resume, or include links. Everything you send must
            be your own, original work.
          </p>
        </Section>
      </div>

      <Section title="How You Are Paid" muted intro={`${opening.pay} ${payTerms}`}>
        <CardList items={paymentMethods} columns={4} />
      </Section>

      <Section title="Before You Apply">
        <CardList items={notes} columns={2} />
      </Section>

      <Section title="How to Apply">
        <p>
          One e-mail is the whole application. The button below opens it with the role in the
          subject line and a list of what to attach; a recruiter reads every application and replies
          within five business days.
        </p>
        <div className={styles.actions}>
          {apply}
          <Link to={ALL_OPENINGS} className="button button--secondary button--lg">
            See All Openings
          </Link>
        </div>
      </Section>
    </>
  );
}
