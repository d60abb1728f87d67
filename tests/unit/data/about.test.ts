import {CORE_VALUES} from '@site/src/data/about';
import {entryName, expectCard, expectTitles, numbered} from './pageDataChecks';

const FILE = 'about.ts';

describe('given the core values on /about', () => {
  it('holds exactly Opportunity, Authenticity and Innovation', () => {
    expectTitles(FILE, CORE_VALUES, ['Opportunity', 'Authenticity', 'Innovation']);
  });

  it.each(numbered(CORE_VALUES))('$title', (entry) => {
    expectCard(entryName(FILE, entry.position, entry.title), entry, {
      description: {min: 60, max: 260},
    });
  });
});
