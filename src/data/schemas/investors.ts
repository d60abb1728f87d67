import * as z from 'zod';
import {across, card, dataSchema, fieldsError, isoDate, list, text} from './blocks';

const update = z.strictObject(
  {date: isoDate, title: text({max: 80}), summary: text({min: 40, max: 200})},
  fieldsError,
);

const investors = dataSchema({
  reasons: list('entry', card({min: 60, max: 220}), {count: 6}).meta({title: 'Why Invest'}),
  revenueSources: list('entry', card({min: 60, max: 220}, {}), {count: 3, unique: ['title']}).meta({
    title: 'Revenue Sources',
  }),
  updates: across(list('entry', update, {between: [4, 5]}), (entries, report) => {
    const dates = entries.map((entry) => entry.date);
    if (dates.join() !== [...dates].sort().reverse().join()) {
      report('should be in order, newest first');
    }
  }).meta({title: 'Updates', description: 'Newest first.'}),
});

export type InvestorsData = z.infer<typeof investors>;
export default investors;
