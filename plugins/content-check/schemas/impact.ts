import * as impact from '../../../src/data/impact';
import {contentModule} from '../check';
import {card, cards, list, text} from '../rules';

const story = card({min: 40, max: 260}).extend({
  title: text({max: 60}).regex(/^[^,:]+, [^,:]+: \S/, {
    error: 'should start "Name, Country: ", like "Lucía, Peru: …"',
  }),
});

export default contentModule('impact.ts', impact, {
  IMPACT_ITEMS: cards('impact item', 5),
  STORIES: list('story', story, {count: 3, unique: ['title']}),
});
