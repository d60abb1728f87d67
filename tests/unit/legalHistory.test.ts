import {fileURLToPath} from 'node:url';
import {gitStatus} from '@site/plugins/policy-history/git';
import {readPolicyHistories} from '@site/plugins/policy-history/history';

// This repository's own policy texts and their history.
const LEGAL = fileURLToPath(new URL('../../legal', import.meta.url));
const status = gitStatus(LEGAL);
// Without the full history there is nothing to check, which is an error only when CI asks for it.
const unchecked = !status.complete && process.env.POLICY_HISTORY !== 'required';

describe.skipIf(unchecked)('given the legal texts of this repository', () => {
  it('has their full git history', () => {
    expect(status).toEqual({complete: true});
  });

  // A new version dated before the current one stops this read (and the build), naming it.
  it('reads a version history for each of them, with its notes', async () => {
    const {missing, policies} = await readPolicyHistories(LEGAL);
    expect(missing).toEqual([]);
    expect(Object.values(policies).every((history) => history.available)).toBe(true);
  });
});
