// The phone a first landing is judged on, from Lighthouse's own constants and code: its moto g
// power screen and user agent (412x823 at 1.75, touch), and DevTools throttling with its slow-4G
// values and a 4x CPU slowdown. The observed bench uses it.
import {screenEmulationMetrics, throttling, userAgents} from 'lighthouse/core/config/constants.js';
import {throttle} from 'lighthouse/core/lib/emulation.js';

export const SLOW_4G = throttling.mobileSlow4G;
const screen = screenEmulationMetrics.mobile;

/** Options for a Playwright browser context that looks like the phone. */
export const PHONE_CONTEXT = {
  viewport: {width: screen.width, height: screen.height},
  deviceScaleFactor: screen.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
  ignoreHTTPSErrors: true, // wrangler serves HTTPS with its own self-signed certificate.
};

/** Slows the page behind a CDP session down to the phone's network and CPU. */
export function throttleToPhone(cdp) {
  const settings = {throttlingMethod: 'devtools', throttling: SLOW_4G};
  return throttle({sendCommand: (method, params) => cdp.send(method, params)}, settings);
}
