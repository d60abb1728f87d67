import type * as z from 'zod';
import {cards, dataSchema} from './blocks';

const trustSafety = dataSchema({
  safeguards: cards('safeguard', 5).meta({title: 'Safeguards'}),
  zeroTolerance: cards('policy', 4).meta({title: 'Zero-Tolerance Policies'}),
  trustPoints: cards('trust point', 3).meta({title: 'Trust points'}),
});

export type TrustSafetyData = z.infer<typeof trustSafety>;
export default trustSafety;
