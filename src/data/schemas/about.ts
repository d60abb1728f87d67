import type * as z from 'zod';
import {card, dataSchema, list} from './blocks';

const about = dataSchema({
  coreValues: list('entry', card({min: 60, max: 260}, {}), {count: 3, unique: ['title']}).meta({
    title: 'Our Core Values',
  }),
});

export type AboutData = z.infer<typeof about>;
export default about;
