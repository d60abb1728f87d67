import {IMPACT_ITEMS, STORIES} from '@site/src/data/impact';
import {describeCards} from './cardChecks';

const FILE = 'impact.ts';

describeCards(FILE, 'IMPACT_ITEMS', 'impact item', IMPACT_ITEMS, 5);
describeCards(FILE, 'STORIES', 'story', STORIES, 3);

describe('given the stories', () => {
  it.each(STORIES.map((story, index) => [index + 1, story.title]))(
    'story %i names a person and a country, like "Lucía, Peru: …"',
    (position, title) => {
      expect(title, `${FILE}: story ${position} title should start "Name, Country: "`).toMatch(
        /^[^,:]+, [^,:]+: \S/,
      );
    },
  );
});
