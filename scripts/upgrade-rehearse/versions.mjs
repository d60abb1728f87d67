// The versions a rehearsal installs: @docusaurus/* at the target, and the Node it needs.
import semver from 'semver';

/** The same package.json with every @docusaurus/* dependency set to `version`; `changes` lists them. */
export function withDocusaurusVersion(pkg, version) {
  const next = structuredClone(pkg);
  const changes = [];
  for (const field of [
    'dependencies',
    'devDependencies',
    'peerDependencies',
    'optionalDependencies',
  ]) {
    for (const name of Object.keys(next[field] ?? {})) {
      if (!name.startsWith('@docusaurus/')) continue;
      changes.push({name, field, from: next[field][name], to: version});
      next[field][name] = version;
    }
  }
  return {pkg: next, changes};
}

/** The @docusaurus packages a package.json names (dependencies and devDependencies). */
export function docusaurusPackages(pkg) {
  return [
    ...new Set(
      ['dependencies', 'devDependencies']
        .flatMap((field) => Object.keys(pkg[field] ?? {}))
        .filter((name) => name.startsWith('@docusaurus/')),
    ),
  ].sort();
}

/** The newest canary among `versions` (semver order), or null. */
export function newestCanary(versions) {
  const canaries = versions.filter((v) => semver.valid(v) && /canary/.test(v));
  return canaries.length ? semver.rsort([...canaries])[0] : null;
}

/**
 * The newest canary published for every package: `published` maps each package name to
 * the versions the registry lists for it. Null when they share none.
 */
export function newestCommonCanary(published) {
  const lists = Object.values(published);
  if (!lists.length) return null;
  const common = lists[0].filter((v) => lists.every((list) => list.includes(v)));
  return newestCanary(common);
}

/**
 * The Node to run a version that needs `range`, from `versions` (what the registry's
 * `node` package lists): null when `current` already satisfies it; else the newest of
 * `current`'s major that does, or failing that the newest of the lowest even (LTS) major
 * that does, so that the rehearsal changes Node no more than the target asks.
 */
export function pickNode(versions, range, current) {
  if (!range) return null;
  if (current && semver.satisfies(current, range, {includePrerelease: false})) return null;
  const fitting = versions.filter(
    (v) => semver.valid(v) && !semver.prerelease(v) && semver.satisfies(v, range),
  );
  if (!fitting.length) throw new Error(`no released Node satisfies ${range}`);
  const newestOf = (major) => semver.rsort(fitting.filter((v) => semver.major(v) === major))[0];
  const currentMajor = current ? semver.major(semver.coerce(current)) : null;
  if (currentMajor !== null && fitting.some((v) => semver.major(v) === currentMajor)) {
    return newestOf(currentMajor);
  }
  const majors = [...new Set(fitting.map((v) => semver.major(v)))].sort((a, b) => a - b);
  return newestOf(majors.find((major) => major % 2 === 0) ?? majors[0]);
}

/** The package.json with Node `version` as its `node` devDependency, its install script allowed. */
export function withNode(pkg, version) {
  const next = structuredClone(pkg);
  next.devDependencies = {...next.devDependencies, node: version};
  const allow = {...(next.allowScripts ?? {})};
  // An approval pinned to another version would not match the new one.
  for (const key of Object.keys(allow)) if (/^node@/.test(key)) delete allow[key];
  if (allow.node !== false) allow.node = true;
  next.allowScripts = allow;
  return next;
}

/** The project's Node: the `node` devDependency's installed version, its range's floor, or this process's. */
export function projectNode(pkg, lock) {
  const locked = lock?.packages?.['node_modules/node']?.version;
  if (locked) return locked;
  const spec = pkg.devDependencies?.node ?? pkg.dependencies?.node;
  if (spec && semver.validRange(spec)) return semver.minVersion(spec).version;
  return process.version.slice(1);
}
