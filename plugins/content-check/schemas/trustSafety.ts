import {dataFile, type DataOf} from '../check';
import {cards} from '../rules';

const trustSafety = dataFile('trustSafety.json', {
  safeguards: cards('safeguard', 5).meta({title: 'Safeguards'}),
  zeroTolerance: cards('policy', 4).meta({title: 'Zero-Tolerance Policies'}),
  trustPoints: cards('trust point', 3).meta({title: 'Trust points'}),
});

export type TrustSafetyData = DataOf<typeof trustSafety>;
export default trustSafety;
