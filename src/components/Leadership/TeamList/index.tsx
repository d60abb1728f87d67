import type {ReactNode} from 'react';
import {TeamCard, type TeamMember} from '@site/src/components/Leadership/TeamCard';
import {ListGrid} from '@site/src/components/Page/ListGrid';

export type Props = {members: readonly TeamMember[]};

/** The team as a list, so its size is announced. */
export function TeamList({members}: Props): ReactNode {
  return (
    <ListGrid columns={3}>
      {members.map((member) => (
        <li key={member.name}>
          <TeamCard member={member} />
        </li>
      ))}
    </ListGrid>
  );
}
