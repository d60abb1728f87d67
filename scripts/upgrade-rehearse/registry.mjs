// What the npm registry says: which version to rehearse, its engines, Node's versions.
import {spawnSync} from 'node:child_process';
import semver from 'semver';
import {newestCanary, newestCommonCanary} from './versions.mjs';

export function npmView(args) {
  const result = spawnSync('npm', ['view', ...args, '--json'], {encoding: 'utf8'});
  if (result.status !== 0) return null;
  const text = result.stdout.trim();
  return text ? JSON.parse(text) : null;
}

/** The version to rehearse, and what choosing it found. */
export function resolveVersion(spec, packages) {
  const setup = [];
  const tags = npmView(['@docusaurus/core', 'dist-tags']) ?? {};
  let version = semver.valid(spec) ? spec : tags[spec];
  const explicit = spec !== 'canary';
  if (!version && spec === 'canary') {
    const all = npmView(['@docusaurus/core', 'versions']) ?? [];
    version = newestCanary(all);
    if (!version) throw new Error('the registry lists no canary of @docusaurus/core');
    setup.push({
      side: 'canary',
      step: 'version',
      kind: 'warning',
      text: `@docusaurus/core has no \`canary\` dist-tag on this registry (tags: ${Object.keys(tags).join(', ') || 'none'}); its newest canary is ${version}`,
    });
  }
  if (!version) throw new Error(`@docusaurus/core has no version or dist-tag "${spec}"`);
  const published = Object.fromEntries(
    packages.map((name) => [name, npmView([name, 'versions']) ?? []]),
  );
  const lacking = packages.filter((name) => !published[name].includes(version));
  if (lacking.length) {
    const text = `${version} is not published for ${lacking.join(', ')} (of the ${packages.length} @docusaurus packages the site uses)`;
    if (explicit) throw new Error(text);
    const common = newestCommonCanary(published);
    if (!common) throw new Error(`${text}, and they share no canary`);
    setup.push({
      side: 'canary',
      step: 'version',
      kind: 'warning',
      text: `${text}; rehearsing ${common}, the newest canary published for all of them`,
    });
    version = common;
  }
  return {version, setup};
}
