import {fileURLToPath} from 'node:url';
import {fileCommits, gitStatus} from '@site/plugins/policy-history/git';
import {
  policyFiles,
  readPolicyHistories,
  readRevisions,
} from '@site/plugins/policy-history/history';
import {readHistoryNotes} from '@site/plugins/policy-history/notes';
import {backwardMoves} from '@site/plugins/policy-history/versions';

// This repository's own policy texts and their history.
const LEGAL = fileURLToPath(new URL('../../legal', import.meta.url));
const status = gitStatus(LEGAL);
// Without the full history there is nothing to check, which is an error only when CI asks for it.
const unchecked = !status.complete && process.env.POLICY_HISTORY !== 'required';

describe.skipIf(unchecked)('given the legal texts of this repository', () => {
  it('has their full git history', () => {
    expect(status).toEqual({complete: true});
  });

  it('reads a version history for each of them, with its notes', async () => {
    const {missing, policies} = await readPolicyHistories(LEGAL);
    expect(missing).toEqual([]);
    expect(Object.values(policies).every((history) => history.available)).toBe(true);
  });

  for (const file of policyFiles(LEGAL)) {
    it(`never moved the effective date of legal/${file} backwards`, async () => {
      const revisions = await readRevisions(
        LEGAL,
        fileCommits(LEGAL, file),
        readHistoryNotes(LEGAL),
      );
      const moves = backwardMoves(revisions).map(
        ({commit, from, to}) => `commit ${commit.slice(0, 12)} moved it from ${from} to ${to}`,
      );
      expect(moves).toEqual([]);
    });
  }
});
