import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig} from 'react-router-config';

export type Props = {route: RouteConfig};

/**
 * The docs plugin's root, version root and doc root for legal/ (its `docsRootComponent`,
 * `docVersionRootComponent` and `docRootComponent`): each only renders the routes under it.
 * The classic theme's would bring its sidebar, version context and search metadata, about
 * 11 KB of a policy's first load that PolicyPage does without (the nav comes from sidebars.ts
 * through plugins/policy-history).
 */
export default function PolicyRoutes({route}: Props): ReactNode {
  return renderRoutes(route.routes ?? []);
}
