import type * as z from 'zod';
import {card, cards, dataSchema, list, text} from './blocks';

const story = card({min: 40, max: 260}).extend({
  title: text({
    max: 60,
    pattern: [/^[^,:]+, [^,:]+: \S/, 'should start "Name, Country: ", like "Lucía, Peru: …"'],
  }),
});

const impact = dataSchema({
  items: cards('impact item', 5).meta({title: 'Impact items'}),
  stories: list('story', story, {count: 3, unique: ['title']}).meta({title: 'Stories'}),
});

export type ImpactData = z.infer<typeof impact>;
export default impact;
