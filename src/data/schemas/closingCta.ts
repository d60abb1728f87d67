import * as z from 'zod';
import {ROUTES} from '../routes';
import {DEFAULT_FACTS, type EmailKey} from '../../config/site';
import {dataSchema, fieldsError, list, text} from './blocks';

const EMAIL_KEYS = Object.keys(DEFAULT_FACTS.emails) as [EmailKey, ...EmailKey[]];
// Visitors and tests find the heroes' actions by these labels: the band must not repeat them.
const HERO_LABELS = /apply for work|partner with us|apply now/i;

const action = z.strictObject(
  {
    label: text({max: 28}).refine((label) => !HERO_LABELS.test(label), {
      error:
        'must not repeat a hero button\'s label ("Apply for Work", "Partner with Us", "Apply Now")',
    }),
    to: z.enum(EMAIL_KEYS, {error: `must be one of ${EMAIL_KEYS.join(', ')}`}).meta({
      title: 'Mailbox',
      description: 'Which of the company’s addresses the link writes to.',
    }),
    subject: text({max: 60}),
  },
  fieldsError,
);

const route = z.enum(ROUTES, {error: 'must be one of the routes in src/data/routes.ts'});

const closingCta = dataSchema({
  title: text({max: 40}),
  text: text({max: 240}),
  actions: list('action', action, {count: 2}),
  hiddenOn: list('route', route, {distinct: true}).meta({
    title: 'Pages without it',
    description: 'The pages that end with their own text instead: the policies.',
  }),
});

export type ClosingCtaData = z.infer<typeof closingCta>;
export default closingCta;
