import * as z from 'zod';
import {dataSchema, fieldsError, icon, list, text} from './blocks';

const figure = z.strictObject({icon, value: text({max: 12}), label: text({max: 30})}, fieldsError);

const figures = dataSchema({
  figures: list('figure', figure, {count: 4}).meta({
    title: 'Figures',
    description: 'Shown on the home page and on /our-impact.',
  }),
});

export type FiguresData = z.infer<typeof figures>;
export default figures;
