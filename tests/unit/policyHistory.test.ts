import {cpSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {logger} from '@docusaurus/logger';
import policyHistory, {policyLastUpdate, readRequirement} from '@site/plugins/policy-history';
import {fileCommits} from '@site/plugins/policy-history/git';
import {readPolicyHistories, readRevisions} from '@site/plugins/policy-history/history';
import {readHistoryNotes} from '@site/plugins/policy-history/notes';
import {readPolicyText} from '@site/plugins/policy-history/plainText';
import {backwardMoves} from '@site/plugins/policy-history/versions';
import type {PolicyHistory, PolicyVersion} from '@site/src/lib/policyHistory';
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

function versionsOf(history: PolicyHistory | undefined): PolicyVersion[] {
  if (!history?.available) throw new Error('expected a history');
  return history.versions;
}

/** The text of a comparison's marked words, by mark. */
function marked(version: PolicyVersion, mark: 'added' | 'removed'): string[] {
  return (version.changes ?? []).flatMap((paragraph) =>
    'spans' in paragraph
      ? paragraph.spans.filter((span) => span.mark === mark).map((span) => span.text.trim())
      : [],
  );
}

describe('given a policy text in MDX', () => {
  it('reads its prose as a visitor sees it, components included', async () => {
    const {paragraphs} = await readPolicyText(
      'terms.mdx',
      policy('2024-07-01', 'one year'),
      ELEMENT_TEXT,
    );
    expect(paragraphs).toEqual([
      'These terms govern your use of the website.',
      '1. Your Data',
      'We keep your data for one year after your last visit.',
      '2. Contact',
      `Write to ${ADDRESS} with questions.`,
      'We answer within 30 days.',
    ]);
  });

  it('fails on MDX that does not parse, naming the file', async () => {
    await expect(
      readPolicyText('terms.mdx', '---\ntitle: x\n---\n\nA <b>broken tag.\n'),
    ).rejects.toThrow();
  });
});

describe('given a policy with versions, editorial changes, a rename and a trailer', () => {
  let repo: ThrowawayRepo;
  let legal: string;
  const commits: Record<string, string> = {};

  beforeAll(() => {
    repo = ThrowawayRepo.create();
    legal = join(repo.dir, 'legal');
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
    repo.write(
      'legal/terms-of-service.mdx',
      policy('2024-07-01', 'one year', ' Backups are deleted after 30 days.'),
    );
    commits.second = repo.commit(
      'Update terms\n\nShorter retention, agreed with the DPO.\n\n' +
        'Policy-Change: Personal data is kept for one year instead of two.\n',
      // Early morning in Singapore, when it is still May 31 in UTC and in Los Angeles.
      '2024-06-01T07:30:00+08:00',
    );
    // The editor writes front matter its own way (no quotes): the same text to a reader.
    repo.write(
      'legal/terms-of-service.mdx',
      policy('2024-07-01', 'one year', ' Backups are deleted after 30 days.').replace(
        /^(\w+): '(.*)'$/gm,
        '$1: $2',
      ),
    );
    commits.reformat = repo.commit('Save in the editor', '2024-06-02T09:00:00+00:00');
  });

  afterAll(() => repo.remove());

  it('reads one history per policy text, leaving partials out', async () => {
    const {missing, policies} = await readPolicyHistories(legal, {elementText: ELEMENT_TEXT});
    expect(missing).toEqual([]);
    expect(Object.keys(policies)).toEqual(['terms-of-service']);
  });

  it('groups the commits into versions, newest first, by effective date', async () => {
    const {policies} = await readPolicyHistories(legal, {elementText: ELEMENT_TEXT});
    const [second, first] = versionsOf(policies['terms-of-service']);
    expect(second).toMatchObject({
      number: 2,
      effectiveDate: '2024-07-01',
      publishedDate: '2024-06-01',
      editorialChanges: [],
    });
    expect(first).toMatchObject({
      number: 1,
      effectiveDate: '2024-02-01',
      publishedDate: '2024-01-10',
      summary: 'Publish the terms',
      changes: null,
    });
  });

  it('folds the commits that keep the date, the rename among them, into their version', async () => {
    const {policies} = await readPolicyHistories(legal, {elementText: ELEMENT_TEXT});
    const first = versionsOf(policies['terms-of-service'])[1];
    expect(first.editorialChanges).toEqual([
      {commit: commits.typo.slice(0, 12), date: '2024-01-20', summary: 'Fix a typo in section 1'},
      {
        commit: commits.rename.slice(0, 12),
        date: '2024-03-01',
        summary: 'Give the terms their public name',
      },
    ]);
  });

  it('leaves out a commit that changed nothing a reader sees, such as the editor rewriting front matter', async () => {
    const {policies} = await readPolicyHistories(legal, {elementText: ELEMENT_TEXT});
    const listed = versionsOf(policies['terms-of-service']).flatMap((version) =>
      version.editorialChanges.map(({commit}) => commit),
    );
    expect(listed).not.toContain(commits.reformat.slice(0, 12));
    expect(listed).toContain(commits.typo.slice(0, 12));
  });

  it('dates "Last updated" by the last change a reader sees, and leaves other files to git', async () => {
    const lastUpdate = policyLastUpdate(repo.dir, {path: 'legal', elementText: ELEMENT_TEXT});
    // The second version, published June 1 (Singapore); the editor's rewrite on June 2 does not count.
    expect(await lastUpdate(join(legal, 'terms-of-service.mdx'))).toEqual({date: '2024-06-01'});
    expect(await lastUpdate(join(legal, '_partial.mdx'))).toBeUndefined();
    expect(await lastUpdate(join(repo.dir, 'README.md'))).toBeUndefined();
  });

  it('takes the summary from a Policy-Change trailer when the commit has one', async () => {
    const {policies} = await readPolicyHistories(legal, {elementText: ELEMENT_TEXT});
    expect(versionsOf(policies['terms-of-service'])[0].summary).toBe(
      'Personal data is kept for one year instead of two.',
    );
  });

  it('compares the prose word by word, not the MDX around it', async () => {
    const {policies} = await readPolicyHistories(legal, {elementText: ELEMENT_TEXT});
    const second = versionsOf(policies['terms-of-service'])[0];
    expect(marked(second, 'removed')).toEqual(['two years']);
    expect(marked(second, 'added')).toEqual(['one year', 'Backups are deleted after 30 days.']);
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
  });

  it('finds no commit that moved the effective date backwards', async () => {
    const revisions = await readRevisions(legal, fileCommits(legal, 'terms-of-service.mdx'), {
      skip: {},
      summaries: {},
    });
    expect(revisions).toHaveLength(4);
    expect(backwardMoves(revisions)).toEqual([]);
  });

  it('gives the same calendar dates whatever the time zone of the build machine', async () => {
    const zone = process.env.TZ;
    try {
      const dates = [];
      for (const TZ of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = TZ;
        const {policies} = await readPolicyHistories(legal);
        dates.push(versionsOf(policies['terms-of-service']).map((v) => v.publishedDate));
      }
      expect(dates).toEqual([
        ['2024-06-01', '2024-01-10'],
        ['2024-06-01', '2024-01-10'],
      ]);
    } finally {
      process.env.TZ = zone;
    }
  });

  describe('and a shallow clone of it', () => {
    let clone: ThrowawayRepo;
    beforeAll(() => {
      clone = repo.shallowClone();
    });
    afterAll(() => clone.remove());

    it('says the history is not available, and why', async () => {
      const {missing, policies} = await readPolicyHistories(join(clone.dir, 'legal'));
      expect(missing).toEqual([
        'the repository is a shallow clone (`git fetch --unshallow` fetches the rest)',
      ]);
      expect(policies).toEqual({'terms-of-service': {available: false}});
    });
  });
});

describe('given a history that moved an effective date backwards', () => {
  let repo: ThrowawayRepo;
  afterAll(() => repo.remove());

  it('names the commit and both dates', async () => {
    repo = ThrowawayRepo.create();
    repo.write('legal/privacy.mdx', policy('2025-01-01', 'two years'));
    repo.commit('Publish the policy', '2025-01-01T09:00:00Z');
    repo.write('legal/privacy.mdx', policy('2024-06-01', 'one year'));
    const back = repo.commit('Backdate the policy', '2025-02-01T09:00:00Z');
    const legal = join(repo.dir, 'legal');
    const revisions = await readRevisions(legal, fileCommits(legal, 'privacy.mdx'), {
      skip: {},
      summaries: {},
    });
    expect(backwardMoves(revisions)).toEqual([
      {commit: back, from: '2025-01-01', to: '2024-06-01'},
    ]);
  });
});

describe('given notes on earlier commits in policy-history.json', () => {
  let repo: ThrowawayRepo;
  let legal: string;
  let placeholder: string;
  let published: string;

  beforeAll(() => {
    repo = ThrowawayRepo.create();
    legal = join(repo.dir, 'legal');
    repo.write('legal/privacy.mdx', policy('2025-10-01', 'placeholder'));
    placeholder = repo.commit('Scaffold the site', '2025-01-01T09:00:00Z');
    repo.write('legal/privacy.mdx', policy('2025-01-01', 'two years'));
    published = repo.commit('Pages, blog and pop-ups', '2025-02-01T09:00:00Z');
  });
  afterAll(() => repo.remove());

  it('leaves skipped commits out and uses the summaries they give', async () => {
    repo.write(
      'legal/policy-history.json',
      JSON.stringify({
        skip: {[placeholder]: 'A placeholder, never published.'},
        summaries: {[published]: 'First published version.'},
      }),
    );
    const notes = readHistoryNotes(legal);
    expect(await readRevisions(legal, fileCommits(legal, 'privacy.mdx'), notes)).toMatchObject([
      {commit: published, summary: 'First published version.', effectiveDate: '2025-01-01'},
    ]);
    const {policies} = await readPolicyHistories(legal);
    expect(versionsOf(policies.privacy)).toHaveLength(1);
  });

  it('fails on a note about a commit that changed no policy, naming the file', async () => {
    const stranger = 'f'.repeat(40);
    repo.write('legal/policy-history.json', JSON.stringify({skip: {[stranger]: 'Typo.'}}));
    await expect(readPolicyHistories(legal)).rejects.toThrow(
      `${join(legal, 'policy-history.json')}: skip names ${stranger}, which changed no policy text`,
    );
  });

  it('fails on a malformed note, naming the file and the field', () => {
    repo.write('legal/policy-history.json', JSON.stringify({skip: {abc123: ''}, extra: 1}));
    expect(() => readHistoryNotes(legal)).toThrow(
      /policy-history\.json: skip\.abc123 is not a full 40-character commit hash; .*"extra"/,
    );
  });
});

describe('given a commit whose effective date is not a date', () => {
  let repo: ThrowawayRepo;
  afterAll(() => repo.remove());

  it('fails, naming the file, the commit and the field', async () => {
    repo = ThrowawayRepo.create();
    repo.write('legal/terms.mdx', policy('2025-13-01', 'two years'));
    const commit = repo.commit('Publish', '2025-01-01T09:00:00Z');
    await expect(readPolicyHistories(join(repo.dir, 'legal'))).rejects.toThrow(
      `legal/terms.mdx at commit ${commit.slice(0, 12)}: front matter field "effective_date" is "2025-13-01"`,
    );
  });
});

describe('given policy texts outside any git history', () => {
  let dir: string;
  let repo: ThrowawayRepo;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'policy-history-plain-'));
    repo = ThrowawayRepo.create();
    repo.write('legal/terms.mdx', policy('2025-01-01', 'two years'));
    cpSync(join(repo.dir, 'legal'), join(dir, 'legal'), {recursive: true});
  });

  it('says a repository without commits has no history yet', async () => {
    expect((await readPolicyHistories(join(repo.dir, 'legal'))).missing).toEqual([
      'the repository has no commits yet',
    ]);
  });
  afterAll(() => {
    rmSync(dir, {recursive: true, force: true});
    repo.remove();
  });

  it('says a folder that is not in a repository has no history', async () => {
    expect(await readPolicyHistories(join(dir, 'legal'))).toEqual({
      missing: ['the site is not in a git repository'],
      policies: {terms: {available: false}},
    });
  });

  it('says a policy that was never committed has no history yet', async () => {
    repo.write('README.md', 'The site.\n');
    repo.commit('Describe the site', '2025-01-01T09:00:00Z', ['README.md']);
    expect(await readPolicyHistories(join(repo.dir, 'legal'))).toEqual({
      missing: ['legal/terms.mdx has no commits yet'],
      policies: {terms: {available: false}},
    });
  });

  it('says so when git is not installed', async () => {
    const path = process.env.PATH;
    process.env.PATH = dir;
    try {
      expect((await readPolicyHistories(join(repo.dir, 'legal'))).missing).toEqual([
        'git is not installed',
      ]);
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('given the plugin in a build without the history', () => {
  let clone: ThrowawayRepo;
  let repo: ThrowawayRepo;
  beforeAll(() => {
    repo = ThrowawayRepo.create();
    repo.write('legal/terms.mdx', policy('2025-01-01', 'two years'));
    repo.commit('Publish', '2025-01-01T09:00:00Z');
    clone = repo.shallowClone();
  });
  afterAll(() => {
    clone.remove();
    repo.remove();
  });

  async function build(history: 'required' | 'optional') {
    const context = {siteDir: clone.dir} as LoadContext;
    const plugin = (await policyHistory({path: 'legal', pagesId: 'legal', history})(
      context,
      undefined,
    )) as Plugin;
    const createData = vi.fn(async (name: string) => name);
    await plugin.contentLoaded?.({
      content: undefined,
      actions: {createData} as unknown as Parameters<
        NonNullable<Plugin['contentLoaded']>
      >[0]['actions'],
    });
    return createData;
  }

  it('says so in one line and writes histories that say so too', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      const createData = await build('optional');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        'Version history is not available in this build: the repository is a shallow clone ' +
          '(`git fetch --unshallow` fetches the rest).',
      );
      expect(createData).toHaveBeenCalledWith('terms.json', '{"available":false}');
    } finally {
      warn.mockRestore();
    }
  });

  it('fails with POLICY_HISTORY=required', async () => {
    await expect(build('required')).rejects.toThrow(
      /^Version history is not available in this build: the repository is a shallow clone .* POLICY_HISTORY=required makes this an error\.$/,
    );
  });

  it('reads POLICY_HISTORY as required, optional or unset, and nothing else', () => {
    expect(readRequirement('required')).toBe('required');
    expect(readRequirement(undefined)).toBe('optional');
    expect(() => readRequirement('yes')).toThrow(
      'POLICY_HISTORY is "yes", but it must be "required" or unset.',
    );
  });
});
