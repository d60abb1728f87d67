import type {TrustSafetyData} from '@site/src/data/schemas/trustSafety';
import type {Card} from '@site/src/components/Page/CardList';
import raw from './content/trustSafety.json';

/** Copy for the Trust & Safety page. Each card's description is plain text. */
export const SAFEGUARDS: Card[] = (raw as TrustSafetyData).safeguards;

export const ZERO_TOLERANCE_POLICIES: Card[] = (raw as TrustSafetyData).zeroTolerance;

export const TRUST_POINTS: Card[] = (raw as TrustSafetyData).trustPoints;
