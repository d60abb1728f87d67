import * as testimonials from '../../../src/data/testimonials';
import {contentModule} from '../check';
import {list, testimonial} from '../rules';

export default contentModule('testimonials.ts', testimonials, {
  // Short enough to read within the carousel's 5 s.
  TESTIMONIALS: list('entry', testimonial({min: 30, max: 140}), {count: 10, unique: ['name']}),
});
