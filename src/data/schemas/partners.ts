import type * as z from 'zod';
import {cards, dataSchema} from './blocks';

const partners = dataSchema({
  types: cards('partner type', 5).meta({title: 'Partner Types'}),
  reasons: cards('reason', 3).meta({title: 'Reasons to partner'}),
});

export type PartnersData = z.infer<typeof partners>;
export default partners;
