import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {Avatar, type Photo} from '@site/src/components/Page/Avatar';
import styles from './styles.module.css';

export type TeamMember = {
  name: string;
  title: string;
  /** Two sentences: the role, then something personal or practical. */
  description: string;
  /** The initials shown in place of a photo, e.g. "AT". */
  imageText: string;
  /** A real portrait (an imported image with its size), in place of the initials. */
  photo?: Photo & {alt: string};
  /** This person's own Telegram link, e.g. https://t.me/handle; the card shows it when set. */
  telegram?: string;
};

export type Props = {member: TeamMember};

export function TeamCard({member}: Props): ReactNode {
  return (
    <article className={styles.card}>
      <Avatar initials={member.imageText} photo={member.photo} alt={member.photo?.alt} />
      <Heading as="h3" className={styles.name}>
        {member.name}
      </Heading>
      <p className={styles.title}>{member.title}</p>
      <p className={styles.description}>{member.description}</p>
      {member.telegram && (
        <Link to={member.telegram} className={styles.telegram}>
          <Translate id="leadership.telegram" values={{name: member.name}}>
            {'Message {name} on Telegram'}
          </Translate>
        </Link>
      )}
    </article>
  );
}
