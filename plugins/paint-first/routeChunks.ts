import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** A route of .docusaurus/routes.js, its component named by routesChunkNames' key. */
type Route = {path: string; exact?: boolean; component: string | null; routes?: Route[]};

/** What react-loadable-ssr-addon writes: chunk name → chunk ids, chunk id → files. */
type ClientManifest = {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]}>;
};

/** routes.js is generated code: its routes, each component read as its routesChunkNames key. */
function readRoutes(generatedFilesDir: string): Route[] {
  const source = readFileSync(join(generatedFilesDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  const componentKey = (path: string, hash?: string) => (hash ? `${path}-${hash}` : null);
  return new Function('ComponentCreator', source)(componentKey) as Route[];
}

/** react-router 5's matchPath for the literal paths Docusaurus generates (trailing slash optional). */
function matches(route: Route, pathname: string): boolean {
  if (route.path === '*') return true;
  const path = route.path.replace(/\/$/, '');
  const page = pathname.replace(/\/$/, '');
  return route.exact ? page === path : page === path || page.startsWith(`${path}/`);
}

/** react-router-config's matchRoutes: the first match on each level, then its children. */
function matchRoutes(routes: Route[], pathname: string): Route[] {
  const match = routes.find((route) => matches(route, pathname));
  if (!match) return [];
  return [match, ...matchRoutes(match.routes ?? [], pathname)];
}

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/**
 * The chunk files a page loads before it can hydrate (the components and data of every
 * route it matches), beyond `main` and the runtime, which the template lists already.
 */
export function routeChunkFiles(generatedFilesDir: string): (pathname: string) => string[] {
  const routes = readRoutes(generatedFilesDir);
  const read = (file: string) => JSON.parse(readFileSync(join(generatedFilesDir, file), 'utf8'));
  const chunkNames: Record<string, unknown> = read('routesChunkNames.json');
  const manifest: ClientManifest = read('client-manifest.json');
  const entry = new Set([...manifest.origins.main, ...(manifest.origins['runtime~main'] ?? [])]);
  return (pathname) => {
    const names = matchRoutes(routes, pathname).flatMap((route) =>
      route.component ? chunkNamesOf(chunkNames[route.component]) : [],
    );
    const ids = [...new Set(names.flatMap((name) => manifest.origins[name] ?? []))];
    return ids
      .filter((id) => !entry.has(id))
      .flatMap((id) => manifest.assets[id]?.js?.map(({file}) => file) ?? []);
  };
}
