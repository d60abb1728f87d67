import {readCmsBackend} from '@site/plugins/cms/settings';
import {adminSources, contentSecurityPolicy} from '@site/plugins/security-headers/policy.mjs';
import {DEFAULT_FACTS} from '@site/src/config/site';

const GITHUB = {CMS_GITHUB_REPO: 'talentlane/website'};

it('the editor’s settings are unconfigured by default, save through GitHub into main or a branch, or to this machine’s tree', () => {
  expect(readCmsBackend({})).toEqual({kind: 'none'});
  const github = {kind: 'github', repo: 'talentlane/website', branch: 'main'};
  expect(readCmsBackend(GITHUB)).toEqual(github);
  expect(readCmsBackend({...GITHUB, CMS_GITHUB_BRANCH: 'content'})).toEqual({
    ...github,
    branch: 'content',
  });
  const local = readCmsBackend({CMS_LOCAL_BACKEND: 'http://127.0.0.1:8081/api/v1/'});
  expect(local).toEqual({kind: 'local', url: 'http://127.0.0.1:8081/api/v1'});
});

it.each([
  ['CMS_GITHUB_REPO', 'talentlane', 'a GitHub repository as owner/name'],
  ['CMS_GITHUB_BRANCH', 'feature..x', 'a branch name'],
  [
    'CMS_LOCAL_BACKEND',
    `http://${new URL(DEFAULT_FACTS.siteUrl).host}/api/v1`,
    'an http:// URL on this machine',
  ],
])('the editor’s settings stop the build on %s=%s, naming the variable', (name, value, rule) => {
  expect(() => readCmsBackend({...GITHUB, [name]: value})).toThrow(
    `Editor (/admin/): ${name} is "${value}", but it must be ${rule}`,
  );
});

it('lets the editor reach GitHub’s API or only decap-server’s origin, which no public page may', () => {
  const csp = (env: Record<string, string>) =>
    contentSecurityPolicy({admin: adminSources(readCmsBackend(env))});
  expect(csp(GITHUB)).toContain("connect-src 'self' https://api.github.com");
  expect(csp(GITHUB)).toContain("script-src 'self' 'unsafe-eval'");
  const local = csp({CMS_LOCAL_BACKEND: 'http://127.0.0.1:8081/api/v1'});
  expect(local).toContain("connect-src 'self' http://127.0.0.1:8081;");
  expect(contentSecurityPolicy({scriptHashes: [], chat: false})).not.toMatch(
    /api\.github\.com|unsafe-eval/,
  );
});
