import {NEW_HIRES} from '@site/src/data/popups/newHires';
import {PROJECT_SUBMISSIONS} from '@site/src/data/popups/projectSubmissions';
import {
  indefiniteArticle,
  newHireMessage,
  projectSubmissionMessage,
  type NewHire,
} from '@site/src/lib/popupMessages';

// The entries themselves (format, counts, no repeats) are checked by their schemas in
// src/data/schemas/popups; these tests are about the messages built from them (src/lib/popupMessages.ts).
describe('given the new-hire pop-up (src/data/popups/newHires.ts)', () => {
  it('reads "‹First name› from ‹Country› just joined"', () => {
    const sample: NewHire = {firstName: 'Ngozi', country: 'Nigeria'};
    expect(newHireMessage(sample)).toBe('Ngozi from Nigeria just joined');
  });

  it('reads that way for every entry', () => {
    for (const entry of NEW_HIRES) {
      expect(newHireMessage(entry)).toBe(`${entry.firstName} from ${entry.country} just joined`);
    }
  });
});

describe('given the project-submission pop-up (src/data/popups/projectSubmissions.ts)', () => {
  it('reads "‹First name› ‹L›. submitted a ‹job type› project"', () => {
    expect(
      projectSubmissionMessage({firstName: 'Amara', lastInitial: 'K', jobType: 'logo design'}),
    ).toBe('Amara K. submitted a logo design project');
    expect(
      projectSubmissionMessage({firstName: 'Sofia', lastInitial: 'M', jobType: 'illustration'}),
    ).toBe('Sofia M. submitted an illustration project');
  });

  it.each([
    ['illustration', 'an'],
    ['animation', 'an'],
    ['e-book cover design', 'an'],
    ['editorial illustration', 'an'],
    ['infographic design', 'an'],
    ['app localization', 'an'],
    ['audio description', 'an'],
    ['icon set design', 'an'],
    ['hour-long podcast edit', 'an'],
    ['logo design', 'a'],
    ['translation', 'a'],
    ['voice-over', 'a'],
    ['localization', 'a'],
    ['UX writing', 'a'],
    ['user guide translation', 'a'],
    ['university brochure', 'a'],
    ['European patent translation', 'a'],
    ['one-page flyer', 'a'],
    ['unique brand identity', 'a'],
  ])('writes "%s" with the article "%s"', (jobType, article) => {
    expect(indefiniteArticle(jobType)).toBe(article);
  });

  it('puts "an" before every job type that opens with a vowel sound in the list', () => {
    const withAn = PROJECT_SUBMISSIONS.filter(
      (entry) => indefiniteArticle(entry.jobType) === 'an',
    ).map((entry) => entry.jobType);
    expect(withAn.sort()).toEqual(
      [
        'animation',
        'app localization',
        'audio description',
        'e-book cover design',
        'editorial illustration',
        'icon set design',
        'illustration',
        'infographic design',
      ].sort(),
    );
  });
});
