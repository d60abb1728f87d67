import type {LeadershipData} from '@site/src/data/schemas/leadership';
import type {Card} from '@site/src/components/Page/CardList';
import type {TeamMember} from '@site/src/components/Leadership/TeamCard';
import raw from './content/leadership.json';

/** The seven leaders; exactly one offers a Telegram link (a placeholder handle until launch). */
export const TEAM: TeamMember[] = (raw as LeadershipData).team;

export const LEADERSHIP_PHILOSOPHY: Card[] = (raw as LeadershipData).philosophy;
