import type {TestimonialsData} from '@site/src/data/schemas/testimonials';
import type {Testimonial} from '@site/src/components/Page/Quote';
import raw from './content/testimonials.json';

/**
 * The home page's testimonial carousel: ten short quotes from freelancers.
 * Before going live, each must be a real freelancer's words, used with consent
 * (see README, "Social proof").
 */
export const TESTIMONIALS: Testimonial[] = (raw as TestimonialsData).testimonials;
