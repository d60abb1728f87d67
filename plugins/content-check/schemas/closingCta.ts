import * as z from 'zod';
import * as closingCta from '../../../src/data/closingCta';
import {ROUTES} from '../../../src/data/routes';
import {DEFAULT_FACTS} from '../../../src/config/site';
import {contentModule} from '../check';
import {across, distinct, fieldsError, list, text} from '../rules';

const EMAIL_KEYS = Object.keys(DEFAULT_FACTS.emails) as [string, ...string[]];
// Visitors and tests find the heroes' actions by these labels: the band must not repeat them.
const HERO_LABELS = /apply for work|partner with us|apply now/i;

const action = z.strictObject(
  {
    label: text({max: 28}).refine((label) => !HERO_LABELS.test(label), {
      error:
        'must not repeat a hero button\'s label ("Apply for Work", "Partner with Us", "Apply Now")',
    }),
    to: z.enum(EMAIL_KEYS, {error: `must be one of ${EMAIL_KEYS.join(', ')}`}),
    subject: text({max: 60}),
  },
  fieldsError,
);

const route = z.enum(ROUTES, {error: 'must be one of the routes in src/data/routes.ts'});

export default contentModule('closingCta.ts', closingCta, {
  CLOSING_CTA: z.strictObject(
    {
      title: text({max: 40}),
      text: text({max: 240}),
      actions: list('action', action, {count: 2}),
    },
    fieldsError,
  ),
  WITHOUT_CLOSING_CTA: across(list('route', route, {}), (entries, report) =>
    distinct(entries, 'route', (entry) => entry, report),
  ),
});
