import * as trustSafety from '../../../src/data/trustSafety';
import {contentModule} from '../check';
import {cards} from '../rules';

export default contentModule('trustSafety.ts', trustSafety, {
  SAFEGUARDS: cards('safeguard', 5),
  ZERO_TOLERANCE_POLICIES: cards('policy', 4),
  TRUST_POINTS: cards('trust point', 3),
});
