import {logger} from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import jobPages, {jobPagesMessages, jobPagesOn} from '@site/plugins/job-pages';
import {hasClosed} from '@site/src/lib/openings';
import careersJson from '@site/src/data/content/careers.json';
import type {CareersData} from '@site/src/data/schemas/careers';

const OPENINGS = (careersJson as CareersData).openings;

const OPENINGS_OF_2028 = [
  ['translator', 'Freelance Translator', '2028-06-30'],
  ['writer', 'Content Writer', '2028-01-31'],
  ['editor', 'Video Editor', '2028-02-02'],
].map(([slug, title, validThrough]) => ({...OPENINGS[0], slug, title, validThrough}));

it('built on 2028-02-01, builds a page for each opening still open, saying which it left out and which closes soon', async () => {
  const jobs = jobPagesOn(OPENINGS_OF_2028, '2028-02-01');
  expect(jobs.routes).toEqual(['/employment/translator', '/employment/editor']);
  expect(jobs.expired.map(({slug}) => slug)).toEqual(['writer']);
  // In the browser, the page says so past the end of its last day in Singapore.
  const inSingapore = ['2028-01-31T23:59:59', '2028-02-01T00:00:00'].map((t) => `${t}+08:00`);
  expect(inSingapore.map((t) => hasClosed('2028-01-31', Date.parse(t)))).toEqual([false, true]);
  const messages = jobPagesMessages(jobs);
  expect(messages).toEqual({
    expired: [
      'Job pages: "Content Writer" closed on 2028-01-31, so it is neither listed nor built; ' +
        'remove it from src/data/content/careers.json, or move its validThrough forward to open it again.',
    ],
    closingSoon: [
      'Job pages: "Video Editor" closes in 1 day, on 2028-02-02; ' +
        'move its validThrough forward in src/data/content/careers.json to keep it open.',
    ],
  });
  // Printed as the build starts: the closed one as news, the closing one as a warning.
  const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
  await jobPages({jobs, illustrative: false})({} as LoadContext).loadContent?.();
  expect(info.mock.calls).toEqual(messages.expired.map((line) => [line]));
  expect(warn.mock.calls).toEqual(messages.closingSoon.map((line) => [line]));
  vi.restoreAllMocks();
});

it('keeps every shipped opening open for at least a year from 2026-11-25, as the spec counts them', () => {
  const jobs = jobPagesOn(OPENINGS, '2027-11-25');
  expect([jobs.expired, jobs.closingSoon]).toEqual([[], []]);
  expect(jobs.open).toHaveLength(10);
});
