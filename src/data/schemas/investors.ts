import * as z from 'zod';
import {across, card, dataSchema, fieldsError, isoDate, list, text} from './blocks';

const update = z.strictObject(
  {date: isoDate, title: text({max: 80}), summary: text({min: 40, max: 200})},
  fieldsError,
);

const investors = dataSchema(
  {
    reasons: list('entry', card({min: 60, max: 220}), {count: 6}).meta({title: 'Why Invest'}),
    revenueSources: list('entry', card({min: 60, max: 220}, {}), {
      titles: ['Service contracts', 'Commission on projects', 'Premium enterprise solutions'],
    }).meta({title: 'Revenue Sources'}),
    updates: across(list('entry', update, {between: [4, 5]}), (entries, report) => {
      const dates = entries.map((entry) => entry.date);
      if (dates.join() !== [...dates].sort().reverse().join()) {
        report('should be in order, newest first');
      }
    }).meta({title: 'Updates', description: 'Newest first.'}),
  },
  ({reasons}, report) => {
    const copy = reasons.map((entry) => `${entry.title} ${entry.description}`).join(' ');
    if (!/\$1\.5 trillion by 2030/.test(copy)) {
      report('a reason must say the market is over $1.5 trillion by 2030', [], 'wording');
    }
    if (!/GDPR/.test(copy)) report('a reason must name GDPR', [], 'wording');
    if (!/PDPA/.test(copy)) report('a reason must name Singapore PDPA', [], 'wording');
  },
);

export type InvestorsData = z.infer<typeof investors>;
export default investors;
