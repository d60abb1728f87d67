import type * as z from 'zod';
import {card, dataSchema, list} from './blocks';

const services = dataSchema({
  services: list('entry', card({min: 60, max: 260}, {}), {count: 6, unique: ['title']}).meta({
    title: 'Services',
  }),
});

export type ServicesData = z.infer<typeof services>;
export default services;
