import type {Testimonial} from '@site/src/components/Page/Quote';

/**
 * The home page's testimonial carousel: ten short quotes from freelancers.
 * Before going live, each must be a real freelancer's words, used with consent
 * (see README, "Social proof").
 */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Amara K.',
    country: 'Nigeria',
    quote:
      'My first translation was approved on a Tuesday morning and the payment reached me before dinner.',
  },
  {
    name: 'Lucía M.',
    country: 'Spain',
    quote:
      'No bidding against hundreds of strangers. The project manager sends me localization work that fits my languages.',
  },
  {
    name: 'Rahul S.',
    country: 'India',
    quote:
      'I applied with three writing samples by e-mail and had my first technical article brief within a week.',
  },
  {
    name: 'Mei L.',
    country: 'Singapore',
    quote:
      'The reviewers read every illustration I deliver and their notes have made my line work noticeably cleaner.',
  },
  {
    name: 'Tomás R.',
    country: 'Argentina',
    quote: 'Clear deadlines, clear briefs and no fees to join. That is rarer than it should be.',
  },
  {
    name: 'Grace O.',
    country: 'Kenya',
    quote:
      'Voice-over scripts arrive with pronunciation notes, so I record once instead of three times.',
  },
  {
    name: 'Jonas W.',
    country: 'Germany',
    quote:
      'I build landing pages for their clients between my own projects, and I have never chased an invoice.',
  },
  {
    name: 'Ana P.',
    country: 'Philippines',
    quote:
      'Daily check-ins with my project manager keep long video edits on track without anyone micromanaging.',
  },
  {
    name: 'Yusuf A.',
    country: 'Türkiye',
    quote:
      'They ask for original, hand-made work, so my hand-drawn NFT series finally found the right clients.',
  },
  {
    name: 'Sophie D.',
    country: 'Canada',
    quote: 'Twelve-hour payments are real. It changed how I plan my month as a freelance editor.',
  },
];
