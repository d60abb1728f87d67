import {dataFile, type DataOf} from '../check';
import {list, testimonial} from '../rules';

const testimonials = dataFile('testimonials.json', {
  // Short enough to read within the carousel's 5 s.
  testimonials: list('entry', testimonial({min: 30, max: 140}), {count: 10, unique: ['name']}).meta(
    {title: 'Testimonials', description: 'The home page’s carousel.'},
  ),
});

export type TestimonialsData = DataOf<typeof testimonials>;
export default testimonials;
