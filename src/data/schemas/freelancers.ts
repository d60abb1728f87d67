import * as z from 'zod';
import {dataSchema, fieldsError, icon, list, testimonial, text} from './blocks';

const benefit = z.strictObject({icon, text: text({min: 20, max: 110})}, fieldsError);

const freelancers = dataSchema({
  // Six to eight, so both columns fill.
  benefits: list('entry', benefit, {between: [6, 8], unique: ['text']}).meta({
    title: 'Why Work With Us?',
  }),
  // One card for each of the three columns.
  testimonials: list('entry', testimonial({min: 40, max: 220}), {count: 3}).meta({
    title: 'Testimonials from Our Freelancers',
  }),
});

export type FreelancersData = z.infer<typeof freelancers>;
export default freelancers;
