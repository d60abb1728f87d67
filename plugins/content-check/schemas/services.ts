import {dataFile, type DataOf} from '../check';
import {card, list} from '../rules';

const services = dataFile('services.json', {
  services: list('entry', card({min: 60, max: 260}, {}), {
    count: 6,
    titles: [
      'Translation & Localization',
      'Graphic & Creative Design',
      'Voice-over & Audio',
      'NFT & Digital Art',
      'Technical Writing / Blogging',
      'Custom Requests',
    ],
  }).meta({title: 'Services'}),
});

export type ServicesData = DataOf<typeof services>;
export default services;
