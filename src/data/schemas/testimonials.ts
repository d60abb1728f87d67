import type * as z from 'zod';
import {dataSchema, list, testimonial} from './blocks';

const testimonials = dataSchema({
  // Short enough to read within the carousel's 5 s.
  testimonials: list('entry', testimonial({min: 30, max: 140}), {count: 10, unique: ['name']}).meta(
    {title: 'Testimonials', description: 'The home page’s carousel.'},
  ),
});

export type TestimonialsData = z.infer<typeof testimonials>;
export default testimonials;
