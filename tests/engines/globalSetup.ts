/**
 * Starts what the engines' tests need and stops it after them: the production build served
 * by scripts/serve.mjs (nginx over HTTPS as deployed, where nginx is installed), and the
 * stand-in proxy for every other host (./standInHosts.ts).
 */
import {spawn} from 'node:child_process';
import type {TestProject} from 'vitest/node';
import {assertPortFree, servedOrigin, waitUntilListening} from '../../scripts/nginx.mjs';
import {PROXY_PORT, SITE_PORT} from './ports';
import {startStandInHosts} from './standInHosts';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

export default async function setup(project: TestProject) {
  await assertPortFree(SITE_PORT);
  const server = spawn(
    'node',
    ['scripts/serve.mjs', '--dir', BUILD_DIR, '--port', String(SITE_PORT)],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  const site = servedOrigin(SITE_PORT);
  try {
    await waitUntilListening(SITE_PORT, server);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  const hosts = await startStandInHosts(site, PROXY_PORT);
  project.provide('site', site);
  project.provide('proxyPort', PROXY_PORT);

  return async () => {
    await hosts.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (hosts.unexpected.size) {
      throw new Error(
        `the browsers asked for hosts nothing stands in for: ${[...hosts.unexpected].join(', ')}`,
      );
    }
  };
}
