import {test as base} from './fixtures';
import {startFixtureSite} from './fixtureSite';
import type {ServedSite} from './siteCopy';

export {expect} from './fixtures';

/** Tests on the fixture site, served once a worker at their baseURL. */
export const test = base.extend<object, {fixtureSite: ServedSite}>({
  fixtureSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startFixtureSite();
      await use(site);
      await site.stop();
    },
    // The first to need the fixture site builds it (a minute or more when busy and cold).
    {scope: 'worker', timeout: 300_000},
  ],
  baseURL: async ({fixtureSite}, use) => use(fixtureSite.url),
});
