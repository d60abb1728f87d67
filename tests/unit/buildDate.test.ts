import {readBuildDate} from '@site/src/config/buildDate';
import {SiteConfigError} from '@site/src/config/site';

describe('given the day a build counts as today', () => {
  it('is today in Singapore when BUILD_DATE is unset', () => {
    expect(readBuildDate({}, new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-26');
    expect(readBuildDate({BUILD_DATE: ' '}, new Date('2026-11-25T09:00:00Z'))).toBe('2026-11-25');
  });

  it('is BUILD_DATE when set, so a test can build the site of another day', () => {
    expect(readBuildDate({BUILD_DATE: '2028-02-01'})).toBe('2028-02-01');
  });

  it.each(['2028-02-30', '01/02/2028', 'tomorrow'])(
    'stops the build on BUILD_DATE=%j, naming the setting',
    (value) => {
      expect(() => readBuildDate({BUILD_DATE: value})).toThrow(SiteConfigError);
      expect(() => readBuildDate({BUILD_DATE: value})).toThrow(
        `Site config: BUILD_DATE is ${JSON.stringify(value)}, but it must be a real date written YYYY-MM-DD, such as 2027-01-31.`,
      );
    },
  );
});
