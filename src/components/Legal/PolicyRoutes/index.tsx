import {lazy, Suspense, type ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath, useLocation} from '@docusaurus/router';
import type {RouteConfig} from 'react-router-config';

export type Props = {route: RouteConfig};

// Loaded only where it shows (the build renders it whole: it waits for every lazy part).
const NotFound = lazy(() => import('@theme/NotFound'));

/**
 * The docs plugin's root, version root and doc root for legal/ (its `docsRootComponent`,
 * `docVersionRootComponent` and `docRootComponent`): each renders the route under it that matches.
 * The classic theme's would bring its sidebar, version context and search metadata, about
 * 11 KB of a policy's first load that PolicyPage does without (the nav comes from sidebars.ts
 * through plugins/policy-history). The docs are served from `/`, so every address no other
 * plugin serves reaches them: where none of them matches, the site's 404 page, as the
 * classic DocRoot shows its own.
 */
export default function PolicyRoutes({route}: Props): ReactNode {
  const {pathname} = useLocation();
  const routes = route.routes ?? [];
  if (!routes.some((child) => matchPath(pathname, child))) {
    return (
      <Suspense>
        <NotFound />
      </Suspense>
    );
  }
  return renderRoutes(routes);
}
