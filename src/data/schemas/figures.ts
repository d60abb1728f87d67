import * as z from 'zod';
import {across, dataSchema, fieldsError, icon, list, text} from './blocks';

// SPEC section 6, "Our Impact".
const SPEC_FIGURES = [
  '5,000+ Freelancers Hired',
  '50+ Active Countries',
  '95% Project Completion',
  '12-Hour Guaranteed Payments',
];

const figure = z.strictObject({icon, value: text({max: 12}), label: text({max: 30})}, fieldsError);

const figures = dataSchema({
  figures: across(list('figure', figure, {count: 4}), (entries, report) => {
    const shown = entries.map(({value, label}) => `${value} ${label}`);
    if (shown.join('\n') !== SPEC_FIGURES.join('\n')) {
      report(`should show exactly ${SPEC_FIGURES.join(', ')}, in that order`, [], 'wording');
    }
  }).meta({title: 'Figures', description: 'Shown on the home page and on /our-impact.'}),
});

export type FiguresData = z.infer<typeof figures>;
export default figures;
