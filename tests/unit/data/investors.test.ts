import {INVEST_REASONS, INVESTOR_UPDATES, REVENUE_SOURCES} from '@site/src/data/investors';
import {toIsoDate} from '@site/src/lib/formatDate';
import {
  entryName,
  expectCard,
  expectCount,
  expectCountBetween,
  expectText,
  expectTitles,
  numbered,
} from './pageDataChecks';

const FILE = 'investors.ts';

describe('given the reasons to invest', () => {
  it('holds exactly six reasons', () => {
    expectCount(FILE, 'INVEST_REASONS', INVEST_REASONS, 6);
  });

  it.each(numbered(INVEST_REASONS))('$title', (entry) => {
    expectCard(entryName(FILE, entry.position, entry.title), entry, {
      title: {max: 60},
      description: {min: 60, max: 220},
    });
  });

  it('states the market size and the data-protection compliance', () => {
    const text = INVEST_REASONS.map((entry) => `${entry.title} ${entry.description}`).join(' ');
    expect(text, `${FILE}: a reason must say the market is over $1.5 trillion by 2030`).toMatch(
      /\$1\.5 trillion by 2030/,
    );
    expect(text, `${FILE}: a reason must name GDPR`).toMatch(/GDPR/);
    expect(text, `${FILE}: a reason must name Singapore PDPA`).toMatch(/Singapore PDPA|PDPA/);
  });
});

describe('given the revenue sources', () => {
  it('holds exactly the three sources the company reports', () => {
    expectTitles(FILE, REVENUE_SOURCES, [
      'Service contracts',
      'Commission on projects',
      'Premium enterprise solutions',
    ]);
  });

  it.each(numbered(REVENUE_SOURCES))('$title', (entry) => {
    expectCard(entryName(FILE, entry.position, entry.title), entry, {
      description: {min: 60, max: 220},
    });
  });
});

describe('given the investor updates', () => {
  it('holds four or five updates', () => {
    expectCountBetween(FILE, 'INVESTOR_UPDATES', INVESTOR_UPDATES, [4, 5]);
  });

  it.each(numbered(INVESTOR_UPDATES))('$date $title', (entry) => {
    const where = entryName(FILE, entry.position, entry.title);
    expect(
      toIsoDate(entry.date),
      `${where}: date "${entry.date}" must be a real date written YYYY-MM-DD`,
    ).toBe(entry.date);
    expectText(where, entry, 'title', {max: 80});
    expectText(where, entry, 'summary', {min: 40, max: 200});
  });

  it('lists the updates newest first', () => {
    const dates = INVESTOR_UPDATES.map((entry) => entry.date);
    expect(dates, `${FILE}: put INVESTOR_UPDATES in order, newest first`).toEqual(
      [...dates].sort().reverse(),
    );
  });
});
