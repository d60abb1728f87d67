import {dataFile, type DataOf} from '../check';
import {card, cards, list, text} from '../rules';

const story = card({min: 40, max: 260}).extend({
  title: text({
    max: 60,
    pattern: [/^[^,:]+, [^,:]+: \S/, 'should start "Name, Country: ", like "Lucía, Peru: …"'],
  }),
});

const impact = dataFile('impact.json', {
  items: cards('impact item', 5).meta({title: 'Impact items'}),
  stories: list('story', story, {count: 3, unique: ['title']}).meta({title: 'Stories'}),
});

export type ImpactData = DataOf<typeof impact>;
export default impact;
