import type {RulesData} from '@site/src/data/schemas/rules';
import type {Card} from '@site/src/components/Page/CardList';
import raw from './content/rules.json';

/** The six work rules on /rules, in the order the spec gives them. */
export const WORK_RULES: Card[] = (raw as RulesData).workRules;

/** The four ways we pay, in the order the spec gives them. */
export const PAYMENT_METHODS: Card[] = (raw as RulesData).paymentMethods;
