import {SERVICES} from '@site/src/data/services';
import {entryName, expectCard, expectCount, expectTitles, numbered} from './pageDataChecks';

const FILE = 'services.ts';

describe('given the /services cards', () => {
  it('holds exactly the six services the spec names', () => {
    expectCount(FILE, 'SERVICES', SERVICES, 6);
    expectTitles(FILE, SERVICES, [
      'Translation & Localization',
      'Graphic & Creative Design',
      'Voice-over & Audio',
      'NFT & Digital Art',
      'Technical Writing / Blogging',
      'Custom Requests',
    ]);
  });

  it.each(numbered(SERVICES))('$title', (entry) => {
    expectCard(entryName(FILE, entry.position, entry.title), entry, {
      description: {min: 60, max: 260},
    });
  });
});
