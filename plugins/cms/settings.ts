/**
 * Where the editor at /admin/ saves, read from the environment when the site builds and
 * checked like src/config/site.ts checks the company facts: a malformed value stops the
 * build, naming the variable. docs/cms-setup.md says how to set them.
 */

type Env = Record<string, string | undefined>;

/** Saves go to GitHub: each one a branch and a pull request (the editorial workflow). */
export type GitHubBackend = {
  kind: 'github';
  /** owner/name. */
  repo: string;
  /** The branch pull requests go into. */
  branch: string;
  /** The OAuth service that signs writers in to GitHub (its base URL). */
  authUrl: string;
  /** The path of the sign-in endpoint on that service. */
  authEndpoint: string;
};

/** Saves go to the working tree, through decap-server on this machine (`npm run cms`). */
export type LocalBackend = {kind: 'local'; url: string};

/** No backend set: /admin/ says the editor is not configured. */
export type NoBackend = {kind: 'none'};

export type CmsBackend = GitHubBackend | LocalBackend | NoBackend;

export class CmsConfigError extends Error {
  constructor(setting: string, value: string, expected: string) {
    super(
      `Editor (/admin/): ${setting} is ${JSON.stringify(value)}, but it must be ${expected}. ` +
        'See docs/cms-setup.md.',
    );
    this.name = 'CmsConfigError';
  }
}

const REPO = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
const BRANCH = /^(?!.*\.\.)(?!\/)[A-Za-z0-9._/-]{1,100}(?<![/.])$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function url(setting: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new CmsConfigError(setting, value, 'an absolute URL');
  }
}

/**
 * The backend the environment asks for:
 * - CMS_LOCAL_BACKEND: decap-server's API on this machine, e.g. http://127.0.0.1:8081/api/v1;
 * - CMS_GITHUB_REPO (owner/name), CMS_GITHUB_BRANCH (default main), CMS_AUTH_URL (the
 *   OAuth service's https base URL) and CMS_AUTH_ENDPOINT (default "auth");
 * - neither: none.
 */
export function readCmsBackend(env: Env): CmsBackend {
  const local = env.CMS_LOCAL_BACKEND?.trim();
  if (local) {
    const parsed = url('CMS_LOCAL_BACKEND', local);
    if (parsed.protocol !== 'http:' || !LOOPBACK.has(parsed.hostname)) {
      throw new CmsConfigError(
        'CMS_LOCAL_BACKEND',
        local,
        'an http:// URL on this machine (127.0.0.1), since decap-server has no sign-in',
      );
    }
    return {kind: 'local', url: local.replace(/\/+$/, '')};
  }
  const repo = env.CMS_GITHUB_REPO?.trim();
  if (!repo) return {kind: 'none'};
  if (!REPO.test(repo)) {
    throw new CmsConfigError('CMS_GITHUB_REPO', repo, 'a GitHub repository as owner/name');
  }
  const branch = env.CMS_GITHUB_BRANCH?.trim() || 'main';
  if (!BRANCH.test(branch)) throw new CmsConfigError('CMS_GITHUB_BRANCH', branch, 'a branch name');
  const authUrl = env.CMS_AUTH_URL?.trim() ?? '';
  if (!authUrl) {
    throw new CmsConfigError(
      'CMS_AUTH_URL',
      authUrl,
      'set along with CMS_GITHUB_REPO: the https URL of the GitHub OAuth service',
    );
  }
  const parsed = url('CMS_AUTH_URL', authUrl);
  if (parsed.protocol !== 'https:' || parsed.search || parsed.hash) {
    throw new CmsConfigError('CMS_AUTH_URL', authUrl, 'an https URL without query or fragment');
  }
  const authEndpoint = env.CMS_AUTH_ENDPOINT?.trim() || 'auth';
  if (!/^[A-Za-z0-9._/-]+$/.test(authEndpoint)) {
    throw new CmsConfigError('CMS_AUTH_ENDPOINT', authEndpoint, 'a path such as "auth"');
  }
  return {
    kind: 'github',
    repo,
    branch,
    authUrl: authUrl.replace(/\/+$/, ''),
    authEndpoint: authEndpoint.replace(/^\/+/, ''),
  };
}
