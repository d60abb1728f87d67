import * as services from '../../../src/data/services';
import {contentModule} from '../check';
import {card, list} from '../rules';

export default contentModule('services.ts', services, {
  SERVICES: list('entry', card({min: 60, max: 260}, {}), {
    count: 6,
    titles: [
      'Translation & Localization',
      'Graphic & Creative Design',
      'Voice-over & Audio',
      'NFT & Digital Art',
      'Technical Writing / Blogging',
      'Custom Requests',
    ],
  }),
});
