import {dataFile, type DataOf} from '../check';
import {card, list} from '../rules';

const homeServices = dataFile('homeServices.json', {
  services: list('entry', card({min: 40, max: 160}, {}), {
    count: 6,
    titles: [
      'Content & Writing',
      'Design & Art',
      'Voice & Audio',
      'Web & Tech',
      'Video & Media',
      'Translation & Localization',
    ],
  }).meta({title: 'Our Services'}),
});

export type HomeServicesData = DataOf<typeof homeServices>;
export default homeServices;
