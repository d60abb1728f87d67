/** Serves the production build as deployed (../e2e/siteCopy.ts), and the stand-ins for every other host. */
import type {TestProject} from 'vitest/node';
import {assertPortFree} from '../../scripts/servers.mjs';
import {serveBuild} from '../e2e/siteCopy';
import {startStandInHosts} from './standInHosts';

const SITE_PORT = Number(process.env.ENGINES_PORT ?? 4640);
const PROXY_PORT = SITE_PORT + 1;

export default async function setup(project: TestProject) {
  await assertPortFree(SITE_PORT);
  const site = await serveBuild(process.env.E2E_BUILD_DIR ?? 'build', () => {}, {}, SITE_PORT);
  const hosts = await startStandInHosts(site.url, PROXY_PORT);
  project.provide('site', site.url);
  project.provide('proxyPort', PROXY_PORT);
  return async () => {
    await hosts.close();
    await site.stop();
    if (hosts.unexpected.size)
      throw new Error(
        `the browsers asked for hosts nothing stands in for: ${[...hosts.unexpected]}`,
      );
  };
}
