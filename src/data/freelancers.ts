import type {FreelancersData} from '@site/src/data/schemas/freelancers';
import type {FreelancerBenefit} from '@site/src/components/Careers/BenefitList';
import type {Testimonial} from '@site/src/components/Page/Quote';
import raw from './content/freelancers.json';

/** "Why Work With Us?": six to eight benefits, shown in two columns. */
export const FREELANCER_BENEFITS: FreelancerBenefit[] = (raw as FreelancersData).benefits;

/** "Testimonials from Our Freelancers": exactly three cards (quote, then name and country). */
export const FREELANCER_TESTIMONIALS: Testimonial[] = (raw as FreelancersData).testimonials;
