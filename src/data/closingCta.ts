import type {Props as ClosingCtaContent} from '@site/src/components/Page/ClosingCta';
import type {RoutePath} from './routes';

/** The call to action before the footer. Its links must not repeat a hero's label. */
export const CLOSING_CTA: ClosingCtaContent = {
  title: 'Ready when you are',
  text: 'Freelancers: send your resume and a few samples, and a recruiter replies within five business days. Businesses and agencies: tell us what you need delivered, and we put a managed team on it.',
  actions: [
    {label: 'Send your application', to: 'careers', subject: 'Application: freelance work'},
    {label: 'Propose a partnership', to: 'partnerships', subject: 'Partnership enquiry'},
  ],
};

/** The pages that end with their own text instead: the policies. Every other route ends with it. */
export const WITHOUT_CLOSING_CTA: readonly RoutePath[] = [
  '/terms-of-service',
  '/privacy-policy',
  '/modern-slavery-statement',
];
