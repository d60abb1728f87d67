import type {ClientModule} from '@docusaurus/types';

/**
 * Docusaurus keeps the old page on screen while the next route's code loads.
 * After a short delay this marks <html data-route-loading>, which reveals the
 * spinner that Root renders, until the new route has rendered.
 */
const DELAY_MS = 200;
const ATTRIBUTE = 'data-route-loading';

const routeSpinner: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(
      () => document.documentElement.setAttribute(ATTRIBUTE, ''),
      DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    document.documentElement.removeAttribute(ATTRIBUTE);
  },
};

export default routeSpinner;
