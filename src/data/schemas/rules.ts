import type * as z from 'zod';
import {across, card, cards, dataSchema, list} from './blocks';

// Each spec rule, in order, with the words its card must keep (SPEC section 6, /rules).
const WORDING: [RegExp, RegExp][] = [
  [/deadline/i, /incomplete projects are not accepted/i],
  [/duplicate or extra pages/i, /reject/i],
  [/AI-generated content is prohibited/i, /typed manually/i],
  [/progress update every/i, /project manager/i],
  [/PDF/, /high-resolution.*no watermark/i],
  [/by e-mail/i, /file-transfer link/i],
];

const rules = dataSchema({
  workRules: across(cards('rule', 6), (entries, report) =>
    entries.forEach(({description}, index) => {
      for (const wording of WORDING[index] ?? []) {
        if (!wording.test(description)) {
          report(`must keep the wording ${wording}`, [index, 'description'], 'wording');
        }
      }
    }),
  ).meta({title: 'Work Rules'}),
  paymentMethods: list('payment method', card({min: 40, max: 260}), {
    count: 4,
    unique: ['title'],
    titles: ['Bank Transfer', 'PayPal', 'Crypto', 'Coinbase'],
  }).meta({title: 'Payment Methods'}),
});

export type RulesData = z.infer<typeof rules>;
export default rules;
