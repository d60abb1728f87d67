import {spawnSync} from 'node:child_process';
import {nodeVersionProblem} from '../../scripts/check-node.mjs';

it('stops an older Node with one line naming what it found and what to do, and lets newer ones, this suite’s among them, through', () => {
  const problem = nodeVersionProblem('20.20.2', '>=24.15.0', '/usr/bin/node');
  expect(problem).toMatch(
    /^check-node: found Node v20\.20\.2 \(\/usr\/bin\/node\); this project needs >=24\.15\.0: [^\n]*without --ignore-scripts[^\n]*$/,
  );
  expect(nodeVersionProblem('24.14.9', '>=24.15.0')).not.toBeNull();
  for (const version of ['24.15.0', 'v24.21.0', '25.0.0', '26.10.0'])
    expect(nodeVersionProblem(version, '>=24.15.0'), version).toBeNull();
  // An engines field it cannot read is refused rather than passed.
  expect(() => nodeVersionProblem('24.21.0', '^24')).toThrow(/engines\.node/);
  const run = spawnSync(process.execPath, ['scripts/check-node.mjs'], {encoding: 'utf8'});
  expect(run.status, run.stderr).toBe(0);
});
