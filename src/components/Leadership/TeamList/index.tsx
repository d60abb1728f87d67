import type {ReactNode} from 'react';
import {TeamCard, type TeamMember} from '@site/src/components/Leadership/TeamCard';
import styles from './styles.module.css';

export type Props = {members: readonly TeamMember[]};

/** The team as a list, so its size is announced. */
export function TeamList({members}: Props): ReactNode {
  return (
    <ul className={styles.list}>
      {members.map((member) => (
        <li key={member.name} className={styles.item}>
          <TeamCard member={member} />
        </li>
      ))}
    </ul>
  );
}
