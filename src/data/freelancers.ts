import type {FreelancerBenefit} from '@site/src/components/Careers/BenefitList';
import type {Testimonial} from '@site/src/components/Page/Quote';

/** "Why Work With Us?": six to eight benefits, shown in two columns. */
export const FREELANCER_BENEFITS: FreelancerBenefit[] = [
  {
    icon: 'piggy-bank',
    text: 'No upfront fees: joining, working and getting paid costs you nothing.',
  },
  {icon: 'clock', text: 'Payment within 12 hours of your work being approved.'},
  {icon: 'folder-open', text: 'A steady flow of projects matched to your skills and languages.'},
  {
    icon: 'compass',
    text: 'A dedicated project manager who answers your questions every working day.',
  },
  {icon: 'globe', text: 'Work from anywhere, alongside colleagues in more than 50 countries.'},
  {icon: 'wallet', text: 'Paid by bank transfer, PayPal, crypto or Coinbase, whichever suits you.'},
  {
    icon: 'trending-up',
    text: 'Feedback from human reviewers on every delivery, so your craft keeps improving.',
  },
];

/** "Testimonials from Our Freelancers": exactly three cards (quote, then name and country). */
export const FREELANCER_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I used to spend half my week pitching. Now the projects come to me, the briefs are clear and I am paid within hours of my work being approved.',
    name: 'Camila R.',
    country: 'Brazil',
  },
  {
    quote:
      'Applying took one e-mail with my portfolio. Two weeks later I was designing a full brand kit for a retail client in Singapore.',
    name: 'Daniel O.',
    country: 'Ghana',
  },
  {
    quote:
      'The reviewers listen to every recording I send. Their notes are specific, fair and quick, which is exactly what a voice artist needs.',
    name: 'Hannah L.',
    country: 'Ireland',
  },
];
