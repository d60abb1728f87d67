import type * as z from 'zod';
import {card, cards, dataSchema, list} from './blocks';

const rules = dataSchema({
  workRules: cards('rule', 6).meta({title: 'Work Rules'}),
  paymentMethods: list('payment method', card({min: 40, max: 260}), {
    count: 4,
    unique: ['title'],
  }).meta({title: 'Payment Methods'}),
});

export type RulesData = z.infer<typeof rules>;
export default rules;
