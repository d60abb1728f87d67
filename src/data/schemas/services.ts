import type * as z from 'zod';
import {card, dataSchema, list} from './blocks';

const services = dataSchema({
  services: list('entry', card({min: 60, max: 260}, {}), {
    count: 6,
    titles: [
      'Translation & Localization',
      'Graphic & Creative Design',
      'Voice-over & Audio',
      'NFT & Digital Art',
      'Technical Writing / Blogging',
      'Custom Requests',
    ],
  }).meta({title: 'Services'}),
});

export type ServicesData = z.infer<typeof services>;
export default services;
