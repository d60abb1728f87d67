import type * as z from 'zod';
import {card, dataSchema, list} from './blocks';

const homeServices = dataSchema({
  services: list('entry', card({min: 40, max: 160}, {}), {count: 6, unique: ['title']}).meta({
    title: 'Our Services',
  }),
});

export type HomeServicesData = z.infer<typeof homeServices>;
export default homeServices;
