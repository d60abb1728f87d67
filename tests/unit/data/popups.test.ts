import {
  indefiniteArticle,
  newHireMessage,
  projectSubmissionMessage,
} from '@site/src/lib/popupMessages';

// The entries themselves are checked by their schemas; these are the messages built from them.
it('a new hire reads "‹First name› from ‹Country› just joined", a project "‹First name› ‹L›. submitted a ‹job type› project", "an" before a vowel sound', () => {
  expect(newHireMessage({firstName: 'Ngozi', country: 'Nigeria'})).toBe(
    'Ngozi from Nigeria just joined',
  );
  const submitted = (jobType: string) =>
    projectSubmissionMessage({firstName: 'Amara', lastInitial: 'K', jobType});
  expect(submitted('logo design')).toBe('Amara K. submitted a logo design project');
  expect(submitted('illustration')).toBe('Amara K. submitted an illustration project');
  const an = [
    ...['illustration', 'animation', 'e-book cover design', 'editorial illustration'],
    ...['infographic design', 'app localization', 'audio description', 'icon set design'],
    'hour-long podcast edit',
  ];
  const a = [
    ...['logo design', 'translation', 'voice-over', 'localization', 'UX writing'],
    ...['user guide translation', 'university brochure', 'European patent translation'],
    ...['one-page flyer', 'unique brand identity'],
  ];
  expect([...an, ...a].map((jobType) => indefiniteArticle(jobType))).toEqual([
    ...an.map(() => 'an'),
    ...a.map(() => 'a'),
  ]);
});
