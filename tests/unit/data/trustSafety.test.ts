import {SAFEGUARDS, TRUST_POINTS, ZERO_TOLERANCE_POLICIES} from '@site/src/data/trustSafety';
import {describeCards} from './cardChecks';

const FILE = 'trustSafety.ts';

describeCards(FILE, 'SAFEGUARDS', 'safeguard', SAFEGUARDS, 5);
describeCards(FILE, 'ZERO_TOLERANCE_POLICIES', 'policy', ZERO_TOLERANCE_POLICIES, 4);
describeCards(FILE, 'TRUST_POINTS', 'trust point', TRUST_POINTS, 3);
