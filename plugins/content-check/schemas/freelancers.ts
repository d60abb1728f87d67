import * as z from 'zod';
import * as freelancers from '../../../src/data/freelancers';
import {contentModule} from '../check';
import {fieldsError, icon, list, testimonial, text} from '../rules';

const benefit = z.strictObject({icon, text: text({min: 20, max: 110})}, fieldsError);

export default contentModule('freelancers.ts', freelancers, {
  // Six to eight, so both columns fill.
  FREELANCER_BENEFITS: list('entry', benefit, {between: [6, 8], unique: ['text']}),
  // One card for each of the three columns.
  FREELANCER_TESTIMONIALS: list('entry', testimonial({min: 40, max: 220}), {count: 3}),
});
