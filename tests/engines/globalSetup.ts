/**
 * Starts what the engines' tests need and stops it after them: the production build served
 * by Cloudflare's Pages runtime over HTTPS, as deployed (../e2e/siteCopy.ts), and the
 * stand-in proxy for every other host (./standInHosts.ts).
 */
import type {TestProject} from 'vitest/node';
import {assertPortFree} from '../../scripts/servers.mjs';
import {serveBuild} from '../e2e/siteCopy';
import {PROXY_PORT, SITE_PORT} from './engines';
import {startStandInHosts} from './standInHosts';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

export default async function setup(project: TestProject) {
  await assertPortFree(SITE_PORT);
  const site = await serveBuild(BUILD_DIR, () => {}, {}, SITE_PORT);
  const hosts = await startStandInHosts(site.url, PROXY_PORT);
  project.provide('site', site.url);
  project.provide('proxyPort', PROXY_PORT);

  return async () => {
    await hosts.close();
    await site.stop();
    if (hosts.unexpected.size) {
      throw new Error(
        `the browsers asked for hosts nothing stands in for: ${[...hosts.unexpected].join(', ')}`,
      );
    }
  };
}
