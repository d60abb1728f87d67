import * as partners from '../../../src/data/partners';
import {contentModule} from '../check';
import {cards} from '../rules';

export default contentModule('partners.ts', partners, {
  PARTNER_TYPES: cards('partner type', 5),
  PARTNER_REASONS: cards('reason', 3),
});
