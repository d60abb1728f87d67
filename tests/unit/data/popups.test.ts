import {NEW_HIRES} from '@site/src/data/popups/newHires';
import {PROJECT_SUBMISSIONS} from '@site/src/data/popups/projectSubmissions';
import {
  indefiniteArticle,
  newHireMessage,
  projectSubmissionMessage,
} from '@site/src/lib/popupMessages';

// The entries themselves are checked by their schemas; these are the messages built from them.
it('a new hire reads "‹First name› from ‹Country› just joined", every entry', () => {
  expect(newHireMessage({firstName: 'Ngozi', country: 'Nigeria'})).toBe(
    'Ngozi from Nigeria just joined',
  );
  for (const entry of NEW_HIRES)
    expect(newHireMessage(entry)).toBe(`${entry.firstName} from ${entry.country} just joined`);
});

it('a project reads "‹First name› ‹L›. submitted a ‹job type› project", "an" before a vowel sound', () => {
  const submitted = (jobType: string) =>
    projectSubmissionMessage({firstName: 'Amara', lastInitial: 'K', jobType});
  expect(submitted('logo design')).toBe('Amara K. submitted a logo design project');
  expect(submitted('illustration')).toBe('Amara K. submitted an illustration project');
  const an = [
    ...['illustration', 'animation', 'e-book cover design', 'editorial illustration'],
    ...['infographic design', 'app localization', 'audio description', 'icon set design'],
  ];
  const a = [
    ...['logo design', 'translation', 'voice-over', 'localization', 'UX writing'],
    ...['user guide translation', 'university brochure', 'European patent translation'],
    ...['one-page flyer', 'unique brand identity'],
  ];
  const article = (jobType: string) => indefiniteArticle(jobType);
  expect([...an, ...a].map(article)).toEqual([...an.map(() => 'an'), ...a.map(() => 'a')]);
  expect(['hour-long podcast edit'].map(article)).toEqual(['an']);
  // Every job type the pop-up shows that takes "an".
  const withAn = PROJECT_SUBMISSIONS.map(({jobType}) => jobType).filter((t) => article(t) === 'an');
  expect(withAn.sort()).toEqual(an.sort());
});
