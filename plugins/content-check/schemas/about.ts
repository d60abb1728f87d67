import * as about from '../../../src/data/about';
import {contentModule} from '../check';
import {card, list} from '../rules';

export default contentModule('about.ts', about, {
  CORE_VALUES: list('entry', card({min: 60, max: 260}, {}), {
    titles: ['Opportunity', 'Authenticity', 'Innovation'],
  }),
});
