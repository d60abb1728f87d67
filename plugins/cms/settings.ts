/**
 * Where the editor at /admin/ saves, read from the environment when the site builds and
 * checked like src/config/site.ts checks the company facts: a malformed value stops the
 * build, naming the variable. docs/cms-setup.md says how to set them.
 */
export type CmsBackend =
  // Saves go to GitHub: each one a branch and a pull request into `branch` (the editorial
  // workflow); writers sign in through the site's own functions/api/auth.ts.
  | {kind: 'github'; repo: string; branch: string}
  // Saves go to the working tree, through decap-server on this machine (`npm run cms`).
  | {kind: 'local'; url: string}
  // No backend set: /admin/ says the editor is not configured.
  | {kind: 'none'};

/**
 * The backend the environment asks for:
 * - CMS_LOCAL_BACKEND: decap-server's API on this machine, e.g. http://127.0.0.1:8081/api/v1;
 * - CMS_GITHUB_REPO (owner/name) and CMS_GITHUB_BRANCH (default main);
 * - neither: none.
 */
export function readCmsBackend(env: Record<string, string | undefined>): CmsBackend {
  const read = (setting: string, test: (value: string) => unknown, expected: string) => {
    const value = env[setting]?.trim() ?? '';
    if (test(value)) return value;
    throw new Error(
      `Editor (/admin/): ${setting} is ${JSON.stringify(value)}, but it must be ${expected}. ` +
        'See docs/cms-setup.md.',
    );
  };
  if (env.CMS_LOCAL_BACKEND?.trim()) {
    const url = read(
      'CMS_LOCAL_BACKEND',
      (value) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(value),
      'an http:// URL on this machine (127.0.0.1), since decap-server has no sign-in',
    );
    return {kind: 'local', url: url.replace(/\/+$/, '')};
  }
  if (!env.CMS_GITHUB_REPO?.trim()) return {kind: 'none'};
  const repo = read(
    'CMS_GITHUB_REPO',
    (value) => /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/.test(value),
    'a GitHub repository as owner/name',
  );
  const branch = read(
    'CMS_GITHUB_BRANCH',
    (value) => !value || /^(?!.*\.\.)(?!\/)[A-Za-z0-9._/-]{1,100}(?<![/.])$/.test(value),
    'a branch name',
  );
  return {kind: 'github', repo, branch: branch || 'main'};
}
