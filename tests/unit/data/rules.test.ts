import {PAYMENT_METHODS, WORK_RULES} from '@site/src/data/rules';
import {describeCards} from './cardChecks';
import {expectTitles} from './pageDataChecks';

const FILE = 'rules.ts';

describeCards(FILE, 'WORK_RULES', 'rule', WORK_RULES, 6);
describeCards(FILE, 'PAYMENT_METHODS', 'payment method', PAYMENT_METHODS, 4);

describe('given the rules the spec fixes', () => {
  it('offers exactly Bank Transfer, PayPal, Crypto and Coinbase', () => {
    expectTitles(FILE, PAYMENT_METHODS, ['Bank Transfer', 'PayPal', 'Crypto', 'Coinbase']);
  });

  // Each spec rule, in order, with the words its card must keep.
  it.each([
    [1, /deadline/i, /incomplete projects are not accepted/i],
    [2, /duplicate or extra pages/i, /reject/i],
    [3, /AI-generated content is prohibited/i, /typed manually/i],
    [4, /progress update every/i, /project manager/i],
    [5, /PDF/, /high-resolution.*no watermark/i],
    [6, /by e-mail/i, /file-transfer link/i],
  ])('rule %i keeps its meaning', (position, first, second) => {
    const rule = WORK_RULES[position - 1];
    const where = `${FILE}: rule ${position} (${rule.title})`;
    expect(rule.description, `${where} must keep the wording ${first}`).toMatch(first);
    expect(rule.description, `${where} must keep the wording ${second}`).toMatch(second);
  });
});
