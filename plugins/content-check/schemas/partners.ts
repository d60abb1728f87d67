import {dataFile, type DataOf} from '../check';
import {cards} from '../rules';

const partners = dataFile('partners.json', {
  types: cards('partner type', 5).meta({title: 'Partner Types'}),
  reasons: cards('reason', 3).meta({title: 'Reasons to partner'}),
});

export type PartnersData = DataOf<typeof partners>;
export default partners;
