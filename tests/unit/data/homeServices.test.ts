import {HOME_SERVICES} from '@site/src/data/homeServices';
import {entryName, expectCard, expectCount, expectTitles, numbered} from './pageDataChecks';

const FILE = 'homeServices.ts';

describe('given the home page service tiles', () => {
  it('holds exactly the six tiles the spec names', () => {
    expectCount(FILE, 'HOME_SERVICES', HOME_SERVICES, 6);
    expectTitles(FILE, HOME_SERVICES, [
      'Content & Writing',
      'Design & Art',
      'Voice & Audio',
      'Web & Tech',
      'Video & Media',
      'Translation & Localization',
    ]);
  });

  it.each(numbered(HOME_SERVICES))('$title', (entry) => {
    expectCard(entryName(FILE, entry.position, entry.title), entry, {
      description: {min: 40, max: 160},
    });
  });
});
