import {NEW_HIRES, newHireMessage, type NewHire} from '@site/src/data/popups/newHires';
import {
  PROJECT_SUBMISSIONS,
  indefiniteArticle,
  projectSubmissionMessage,
} from '@site/src/data/popups/projectSubmissions';
import {entryName, expectText, expectUnique, numbered} from './pageDataChecks';

// A given name: capitalised words of letters, joined by one space or hyphen ("Wei Ling", "Ji-woo").
const FIRST_NAME = /^\p{Lu}\p{Ll}+(?:[ -]\p{L}\p{Ll}+)?$/u;
// Pop-up text stays within two lines of the card on a 360 px phone.
const MAX_MESSAGE = 56;

describe('given the new-hire pop-up entries (src/data/popups/newHires.ts)', () => {
  const FILE = 'newHires.ts';

  it('holds about 250 entries', () => {
    expect(
      NEW_HIRES.length,
      `${FILE} has ${NEW_HIRES.length} entries; keep 240 to 260`,
    ).toBeGreaterThanOrEqual(240);
    expect(
      NEW_HIRES.length,
      `${FILE} has ${NEW_HIRES.length} entries; keep 240 to 260`,
    ).toBeLessThanOrEqual(260);
  });

  it('names at least 40 countries', () => {
    const countries = new Set(NEW_HIRES.map((entry) => entry.country));
    expect(
      countries.size,
      `${FILE} names ${countries.size} countries; the spec wants at least 40`,
    ).toBeGreaterThanOrEqual(40);
  });

  it('has no entry twice', () => {
    expectUnique(
      FILE,
      NEW_HIRES.map((entry) => ({...entry, person: `${entry.firstName} from ${entry.country}`})),
      'person',
    );
  });

  it.each(numbered(NEW_HIRES))('$firstName from $country', (entry) => {
    const where = entryName(FILE, entry.position, entry.firstName);
    expectText(where, entry, 'firstName', {max: 14});
    expect(entry.firstName, `${where}: firstName must be a first name only, capitalised`).toMatch(
      FIRST_NAME,
    );
    expectText(where, entry, 'country', {min: 4, max: 24});
    expect(
      entry.country,
      `${where}: country must be a country name ("the" only where English needs it)`,
    ).toMatch(/^(?:the )?\p{Lu}[\p{L} ]+$/u);
    const message = newHireMessage(entry);
    expect(message).toBe(`${entry.firstName} from ${entry.country} just joined`);
    expect(message.length, `${where}: "${message}" is too long for a phone`).toBeLessThanOrEqual(
      MAX_MESSAGE,
    );
  });

  it('reads "‹First name› from ‹Country› just joined"', () => {
    const sample: NewHire = {firstName: 'Ngozi', country: 'Nigeria'};
    expect(newHireMessage(sample)).toBe('Ngozi from Nigeria just joined');
  });
});

describe('given the project-submission pop-up entries (src/data/popups/projectSubmissions.ts)', () => {
  const FILE = 'projectSubmissions.ts';

  it('holds exactly 30 entries', () => {
    expect(
      PROJECT_SUBMISSIONS.length,
      `${FILE} has ${PROJECT_SUBMISSIONS.length} entries; the spec wants 30`,
    ).toBe(30);
  });

  it('has no entry twice', () => {
    expectUnique(
      FILE,
      PROJECT_SUBMISSIONS.map((entry) => ({...entry, text: projectSubmissionMessage(entry)})),
      'text',
    );
    expectUnique(
      FILE,
      PROJECT_SUBMISSIONS.map((entry) => ({
        ...entry,
        person: `${entry.firstName} ${entry.lastInitial}.`,
      })),
      'person',
    );
  });

  it('offers a varied mix of job types', () => {
    expect(new Set(PROJECT_SUBMISSIONS.map((entry) => entry.jobType)).size).toBeGreaterThanOrEqual(
      20,
    );
  });

  it.each(numbered(PROJECT_SUBMISSIONS))('$firstName $lastInitial. ($jobType)', (entry) => {
    const where = entryName(FILE, entry.position, `${entry.firstName} ${entry.lastInitial}.`);
    expectText(where, entry, 'firstName', {max: 12});
    expect(entry.firstName, `${where}: firstName must be one capitalised first name`).toMatch(
      FIRST_NAME,
    );
    expect(
      entry.lastInitial,
      `${where}: lastInitial must be one capital letter without a full stop`,
    ).toMatch(/^\p{Lu}$/u);
    expectText(where, entry, 'jobType', {min: 4, max: 30});
    expect(entry.jobType, `${where}: jobType must not include "project" or an article`).not.toMatch(
      /\bproject\b|^(a|an) /i,
    );
    const message = projectSubmissionMessage(entry);
    expect(message).toMatch(/^\p{Lu}\p{L}+(?:[ -]\p{L}+)? \p{Lu}\. submitted an? .+ project$/u);
    expect(message.length, `${where}: "${message}" is too long for a phone`).toBeLessThanOrEqual(
      MAX_MESSAGE,
    );
  });

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
