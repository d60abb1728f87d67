import {dataFile, type DataOf} from '../check';
import {card, list} from '../rules';

const about = dataFile('about.json', {
  coreValues: list('entry', card({min: 60, max: 260}, {}), {
    titles: ['Opportunity', 'Authenticity', 'Innovation'],
  }).meta({title: 'Our Core Values'}),
});

export type AboutData = DataOf<typeof about>;
export default about;
