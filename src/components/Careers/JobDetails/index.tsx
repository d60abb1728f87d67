import {useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageHero} from '@site/src/components/Page/PageHero';
import {Section} from '@site/src/components/Page/Section';
import {CardList, type Card} from '@site/src/components/Page/CardList';
import {MailLink} from '@site/src/components/Links/MailLink';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';
import {formatDate} from '@site/src/i18n/formatDate';
import {hasClosed, openingPath} from '@site/src/lib/openings';
import {applicationBodyTemplate, applicationSubjectTemplate} from '../applicationText';
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
        <time dateTime={date}>{formatDate(date)}</time>
        {note && <span className={styles.note}> {note}</span>}
      </dd>
    </div>
  );
}

const noChange = () => () => {};

/**
 * Whether the opening has closed by the visitor's clock: false on the server and while hydrating
 * (the server's snapshot), so the built page hydrates as built; then React renders again with the
 * clock's answer. The build of the day after its closing day leaves the page out altogether.
 */
function useClosed(validThrough: string): boolean {
  return useSyncExternalStore(
    noChange,
    () => hasClosed(validThrough, Date.now()),
    () => false,
  );
}

/** An opening's own page: what the work is and takes, what to send, how it is paid, how to apply. */
export function JobDetails({opening, payTerms, paymentMethods, notes}: Props): ReactNode {
  const {siteUrl} = useSiteFacts();
  const areas = areaNames(opening.openTo);
  const closed = useClosed(opening.validThrough);
  const apply = closed ? null : (
    <MailLink
      to="careers"
      subject={applicationSubject(opening.title, applicationSubjectTemplate())}
      body={applicationBody(
        opening,
        `${siteUrl}${openingPath(opening.slug)}`,
        applicationBodyTemplate(),
      )}
      className="button button--primary button--lg">
      {translate({id: 'jobs.apply.button', message: 'Apply by E-mail'})}
    </MailLink>
  );
  return (
    <>
      <PageHero title={opening.title} lead={opening.description}>
        {closed && (
          <p className={styles.closed}>
            {translate(
              {
                id: 'jobs.closed',
                message: 'This opening closed on {date}: it no longer takes applications.',
              },
              {date: formatDate(opening.validThrough)},
            )}
          </p>
        )}
        {apply}
        <Link to={ALL_OPENINGS} className="button button--secondary button--lg">
          <Translate id="jobs.allOpenings">All Openings</Translate>
        </Link>
      </PageHero>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Translate id="jobs.facts.role">Role</Translate>
          </dt>
          <dd>{opening.type}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Translate id="jobs.facts.openTo">Open to</Translate>
          </dt>
          <dd>
            {areas
              ? translate(
                  {id: 'jobs.facts.openTo.areas', message: 'Applicants living in {areas}'},
                  {areas: areas.join(', ')},
                )
              : translate({
                  id: 'jobs.facts.openTo.worldwide',
                  message: 'Applicants anywhere in the world',
                })}
          </dd>
        </div>
        <DateFact
          label={translate({id: 'jobs.facts.posted', message: 'Posted'})}
          date={opening.datePosted}
        />
        <DateFact
          label={translate({id: 'jobs.facts.closes', message: 'Applications close'})}
          date={opening.validThrough}
          note={translate({id: 'jobs.facts.closes.note', message: '(end of day, Singapore time)'})}
        />
      </dl>

      <div className={styles.columns}>
        <Section id="the-work" title={translate({id: 'jobs.work', message: 'The Work'})}>
          <Bullets items={opening.work} />
        </Section>
        <Section
          id="what-it-takes"
          title={translate({id: 'jobs.requirements', message: 'What It Takes'})}>
          <Bullets items={opening.requirements} />
        </Section>
        <Section id="what-to-send" title={translate({id: 'jobs.samples', message: 'What to Send'})}>
          <Bullets items={opening.samples} />
          <p>
            <Translate id="jobs.samples.note">
              Attach them to your e-mail with your resume, or include links. Everything you send
              must be your own, original work.
            </Translate>
          </p>
        </Section>
      </div>

      <Section
        id="how-you-are-paid"
        title={translate({id: 'jobs.pay', message: 'How You Are Paid'})}
        muted
        intro={`${opening.pay} ${payTerms}`}>
        <CardList items={paymentMethods} columns={4} />
      </Section>

      <Section
        id="before-you-apply"
        title={translate({id: 'jobs.beforeApplying', message: 'Before You Apply'})}>
        <CardList items={notes} columns={2} />
      </Section>

      <Section
        id="how-to-apply"
        title={translate({id: 'jobs.howToApply', message: 'How to Apply'})}>
        <p>
          <Translate id="jobs.howToApply.text">
            One e-mail is the whole application. The button below opens it with the role in the
            subject line and a list of what to attach; a recruiter reads every application and
            replies within five business days.
          </Translate>
        </p>
        <div className={styles.actions}>
          {apply}
          <Link to={ALL_OPENINGS} className="button button--secondary button--lg">
            <Translate id="jobs.seeAllOpenings">See All Openings</Translate>
          </Link>
        </div>
      </Section>
    </>
  );
}
