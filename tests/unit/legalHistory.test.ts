import {fileURLToPath} from 'node:url';
import {gitStatus} from '@site/plugins/policy-history/git';
import {readPolicyHistories} from '@site/plugins/policy-history/history';

// This repository's own policy texts and their history.
const LEGAL = fileURLToPath(new URL('../../legal', import.meta.url));
const status = gitStatus(LEGAL);

// Without the full history there is nothing to check, which is an error only when CI asks for it.
// A new version dated before the current one stops the read (and the build), naming it.
it.skipIf(!status.complete && process.env.POLICY_HISTORY !== 'required')(
  'the legal texts of this repository have their full git history, and a version history each, with its notes',
  async () => {
    expect(status).toEqual({complete: true});
    const {missing, policies} = await readPolicyHistories(LEGAL);
    expect(missing).toEqual([]);
    expect(Object.values(policies).every((history) => history.available)).toBe(true);
  },
);
