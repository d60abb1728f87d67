import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {logger} from '@docusaurus/logger';
import policyHistory, {policySources, readRequirement} from '@site/plugins/policy-history';
import {fileCommits} from '@site/plugins/policy-history/git';
import {readPolicyHistories, readRevisions} from '@site/plugins/policy-history/history';
import {readHistoryNotes} from '@site/plugins/policy-history/notes';
import {readPolicyText} from '@site/plugins/policy-history/plainText';
import {ThrowawayRepo} from '../support/throwawayRepo';

const ADDRESS = 'privacy@talentlane.example';
const ELEMENT_TEXT = {MailLink: () => ADDRESS};

/** A policy text as writers write it: front matter, an import, anchor comments, a component. */
function policy(effective: string, retention: string, extra = ''): string {
  return `---
title: 'Terms of Service'
description: 'The terms.'
effective_date: '${effective}'
---

import {MailLink} from '@site/src/components/Links/MailLink';

These terms govern your use of the website.

## 1. Your Data {/* #your-data */}

We keep your data for **${retention}** after your last visit.${extra}

## 2. Contact {/* #contact */}

- Write to <MailLink to="general" subject="Terms" /> with questions.
- We answer within 30 days.
`;
}

/** Another policy: git follows a new file from a similar one (a copy), so not the terms again. */
const privacy = (effective: string, kept: string) =>
  `---\ntitle: 'Privacy'\neffective_date: '${effective}'\n---\n\nWe keep applications for ${kept}.\n`;

it('reads a policy’s prose as a visitor sees it, components included, and fails on broken MDX', async () => {
  const text = await readPolicyText('terms.mdx', policy('2024-07-01', 'one year'), ELEMENT_TEXT);
  expect(text.paragraphs).toEqual([
    'These terms govern your use of the website.',
    '1. Your Data',
    'We keep your data for one year after your last visit.',
    '2. Contact',
    `Write to ${ADDRESS} with questions.`,
    'We answer within 30 days.',
  ]);
  await expect(
    readPolicyText('terms.mdx', '---\ntitle: x\n---\n\nA <b>broken tag.\n'),
  ).rejects.toThrow();
});

// One repository for the tests below, in order (the last ones add notes and a backdated version):
// terms with editorial changes, a rename and a trailer, and in a second site, a version ahead.
describe('given a repository of policies', () => {
  const repo = ThrowawayRepo.create();
  const legal = join(repo.dir, 'legal');
  const second = join(repo.dir, 'second/legal');
  const privacyFile = join(second, 'privacy.mdx');
  const commits: Record<string, string> = {};
  const short = (name: string) => commits[name].slice(0, 12);

  beforeAll(() => {
    repo.write('legal/terms.mdx', policy('2024-02-01', 'two yeras'));
    repo.write('legal/_partial.mdx', 'A partial is not a policy.\n');
    repo.write('README.md', 'The site.\n');
    commits.first = repo.commit('Publish the terms', '2024-01-10T09:00:00+00:00');
    repo.write('legal/terms.mdx', policy('2024-02-01', 'two years'));
    commits.typo = repo.commit('Fix a typo in section 1', '2024-01-20T09:00:00+00:00');
    repo.write('README.md', 'The site, described.\n');
    repo.commit('Describe the site', '2024-02-15T09:00:00+00:00');
    repo.move('legal/terms.mdx', 'legal/terms-of-service.mdx');
    commits.rename = repo.commit('Give the terms their public name', '2024-03-01T09:00:00+00:00');
    const second = policy('2024-07-01', 'one year', ' Backups are deleted after 30 days.');
    repo.write('legal/terms-of-service.mdx', second);
    commits.second = repo.commit(
      'Update terms\n\nShorter retention, agreed with the DPO.\n\n' +
        'Policy-Change: Personal data is kept for one year instead of two.\n',
      // Early morning in Singapore, when it is still May 31 in UTC and in Los Angeles.
      '2024-06-01T07:30:00+08:00',
    );
    // The editor writes front matter its own way (no quotes): the same text to a reader.
    repo.write('legal/terms-of-service.mdx', second.replace(/^(\w+): '(.*)'$/gm, '$1: $2'));
    commits.reformat = repo.commit('Save in the editor', '2024-06-02T09:00:00+00:00');
    repo.write('second/legal/privacy.mdx', privacy('2025-01-01', 'two years'));
    commits.published = repo.commit('Publish the policy', '2025-01-01T09:00:00Z');
    repo.write('second/legal/privacy.mdx', privacy('2025-03-01', 'one year'));
    commits.ahead = repo.commit('Keep data for one year', '2025-02-01T09:00:00Z');
  });
  afterAll(() => repo.remove());

  it('reads one history per policy, versions newest first, editorial commits folded in, dated as committed', async () => {
    const {missing, policies} = await readPolicyHistories(legal, {elementText: ELEMENT_TEXT});
    expect(missing).toEqual([]);
    expect(Object.keys(policies)).toEqual(['terms-of-service']); // the partial left out
    const terms = policies['terms-of-service'];
    const [second, first] = terms.available ? terms.versions : [];
    expect(second).toMatchObject({
      ...{number: 2, effectiveDate: '2024-07-01', publishedDate: '2024-06-01'},
      // From the Policy-Change trailer; the editor's rewrite of the front matter is not listed.
      ...{summary: 'Personal data is kept for one year instead of two.', editorialChanges: []},
    });
    expect(first).toMatchObject({
      ...{number: 1, effectiveDate: '2024-02-01', publishedDate: '2024-01-10'},
      ...{summary: 'Publish the terms', changes: null},
      editorialChanges: [
        {commit: short('typo'), date: '2024-01-20', summary: 'Fix a typo in section 1'},
        {commit: short('rename'), date: '2024-03-01', summary: 'Give the terms their public name'},
      ],
    });
    // The prose compared word by word, not the MDX around it.
    expect(second.changes).toEqual([
      {at: 0, unchanged: 2},
      {
        at: 2,
        spans: [
          {mark: 'same', text: 'We keep your data for '},
          {mark: 'removed', text: 'two years'},
          {mark: 'added', text: 'one year'},
          {mark: 'same', text: ' after your last visit. '},
          {mark: 'added', text: 'Backups are deleted after 30 days.'},
        ],
      },
      {at: 3, unchanged: 3},
    ]);
    // "Last updated": the second version, published June 1 (Singapore), not the editor's rewrite.
    const {lastUpdate} = policySources(repo.dir, {path: 'legal', elementText: ELEMENT_TEXT});
    expect(await lastUpdate(join(legal, 'terms-of-service.mdx'))).toEqual({date: '2024-06-01'});
    expect(await lastUpdate(join(legal, '_partial.mdx'))).toBeUndefined();
    expect(await lastUpdate(join(repo.dir, 'README.md'))).toBeUndefined();
  });

  it('announces a version ahead before its day, with the text in force from git, and makes it current on it', async () => {
    const before = await readPolicyHistories(second, {buildDate: '2025-02-28'});
    expect(before.policies.privacy).toMatchObject({
      versions: [{effectiveDate: '2025-01-01'}],
      upcoming: {effectiveDate: '2025-03-01'},
    });
    expect(before.inForce).toEqual({[privacyFile]: privacy('2025-01-01', 'two years')});
    const sources = policySources(dirname(second), {path: 'legal', buildDate: '2025-02-28'});
    expect(await sources.inForce(privacyFile)).toBe(privacy('2025-01-01', 'two years'));
    expect(await sources.lastUpdate(privacyFile)).toEqual({date: '2025-01-01'});

    const on = await readPolicyHistories(second, {buildDate: '2025-03-01'});
    expect(on.policies.privacy).toMatchObject({versions: [{number: 2}, {number: 1}]});
    expect([on.policies.privacy, on.inForce]).toEqual([
      expect.not.objectContaining({upcoming: expect.anything()}),
      {},
    ]);
  });

  it('says so in one line and writes histories that say so too in a shallow clone, or fails when POLICY_HISTORY=required', async () => {
    // Only the newest commit, as CI services often check out.
    const clone = mkdtempSync(join(tmpdir(), 'policy-history-shallow-'));
    onTestFinished(() => rmSync(clone, {recursive: true, force: true}));
    repo.git('clone', '--quiet', '--depth', '1', `file://${repo.dir}`, clone);
    const build = async (history: 'required' | 'optional') => {
      const context = {siteDir: clone} as LoadContext;
      const options = {path: 'legal', history, component: 'Page'} as const;
      const plugin = (await policyHistory(options)(context, undefined)) as Plugin;
      const createData = vi.fn(async (name: string) => name);
      await plugin.contentLoaded?.({content: undefined, actions: {createData} as never});
      return createData;
    };
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const createData = await build('optional');
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Version history is not available in this build: the repository is a shallow clone ' +
        '(`git fetch --unshallow` fetches the rest).',
    );
    expect(createData).toHaveBeenCalledWith('terms-of-service.json', '{"available":false}');
    warn.mockRestore();
    await expect(build('required')).rejects.toThrow(
      /^Version history is not available in this build: the repository is a shallow clone .* POLICY_HISTORY=required makes this an error\.$/,
    );
    expect(readRequirement('required')).toBe('required');
    expect(readRequirement(undefined)).toBe('optional');
    expect(() => readRequirement('yes')).toThrow(
      'POLICY_HISTORY is "yes", but it must be "required" or unset.',
    );
  });

  it('leaves the commits notes in policy-history.json skip out and uses the summaries they give; fails on a malformed note, or one about a commit that changed no policy, naming the file', async () => {
    onTestFinished(() => rmSync(join(second, 'policy-history.json')));
    repo.write(
      'second/legal/policy-history.json',
      JSON.stringify({
        skip: {[commits.published]: 'A placeholder, never published.'},
        summaries: {[commits.ahead]: 'First published version.'},
      }),
    );
    const notes = readHistoryNotes(second);
    expect(await readRevisions(second, fileCommits(second, 'privacy.mdx'), notes)).toMatchObject([
      {commit: commits.ahead, summary: 'First published version.', effectiveDate: '2025-03-01'},
    ]);
    const {policies} = await readPolicyHistories(second);
    expect(policies.privacy).toMatchObject({versions: [{number: 1}]});
    repo.write('second/legal/policy-history.json', JSON.stringify({skip: {abc123: ''}, extra: 1}));
    expect(() => readHistoryNotes(second)).toThrow(
      /policy-history\.json: skip\.abc123 is not a full 40-character commit hash; .*"extra"/,
    );
    const stranger = 'f'.repeat(40);
    repo.write('second/legal/policy-history.json', JSON.stringify({skip: {[stranger]: 'Typo.'}}));
    await expect(readPolicyHistories(second)).rejects.toThrow(
      `${join(second, 'policy-history.json')}: skip names ${stranger}, which changed no policy text`,
    );
  });

  it('refuses a new version dated before the current one, naming the file and the field', async () => {
    repo.write('second/legal/privacy.mdx', privacy('2024-06-01', 'six months'));
    await expect(readPolicyHistories(second, {buildDate: '2025-02-28'})).rejects.toThrow(
      'legal/privacy.mdx: front matter field "effective_date" is 2024-06-01, not after 2025-01-01',
    );
    const back = repo.commit('Backdate the policy', '2025-02-02T09:00:00Z');
    await expect(readPolicyHistories(second)).rejects.toThrow(
      `second/legal/privacy.mdx at commit ${back.slice(0, 12)}: front matter field "effective_date" is ` +
        '2024-06-01, not after 2025-03-01, the date of the version before it.',
    );
  });
});

it('says why there is no history: no commits, a policy never committed, no git, no repository; fails on a date that is none', async () => {
  const repo = ThrowawayRepo.create();
  const legal = join(repo.dir, 'legal');
  onTestFinished(() => {
    vi.unstubAllEnvs();
    repo.remove();
  });
  repo.write('legal/terms.mdx', policy('2025-01-01', 'two years'));
  const none = {terms: {available: false}};
  expect((await readPolicyHistories(legal)).missing).toEqual(['the repository has no commits yet']);
  repo.write('README.md', 'The site.\n');
  repo.commit('Describe the site', '2025-01-01T09:00:00Z', ['README.md']);
  expect(await readPolicyHistories(legal)).toMatchObject({
    missing: ['legal/terms.mdx has no commits yet'],
    policies: none,
  });
  repo.write('legal/terms.mdx', policy('2025-13-01', 'two years'));
  const commit = repo.commit('Publish', '2025-01-02T09:00:00Z');
  await expect(readPolicyHistories(legal)).rejects.toThrow(
    `legal/terms.mdx at commit ${commit.slice(0, 12)}: front matter field "effective_date" is "2025-13-01"`,
  );
  rmSync(join(repo.dir, '.git'), {recursive: true});
  expect(await readPolicyHistories(legal)).toMatchObject({
    missing: ['the site is not in a git repository'],
    policies: none,
  });
  vi.stubEnv('PATH', legal);
  expect((await readPolicyHistories(legal)).missing).toEqual(['git is not installed']);
});
