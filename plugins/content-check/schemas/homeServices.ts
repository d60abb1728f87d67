import * as homeServices from '../../../src/data/homeServices';
import {contentModule} from '../check';
import {card, list} from '../rules';

export default contentModule('homeServices.ts', homeServices, {
  HOME_SERVICES: list('entry', card({min: 40, max: 160}, {}), {
    count: 6,
    titles: [
      'Content & Writing',
      'Design & Art',
      'Voice & Audio',
      'Web & Tech',
      'Video & Media',
      'Translation & Localization',
    ],
  }),
});
