/**
 * The ports this suite listens on, all on 127.0.0.1 and in 4640–4699 (other work on the same
 * machine keeps to its own): the site, the stand-in proxy, and per Vitest worker one port for
 * each engine's remote-control endpoint. The site's runtime adds its inspector's, 20000 above
 * the site's (scripts/servers.mjs).
 */
export const SITE_PORT = Number(process.env.ENGINES_PORT ?? 4640);
export const PROXY_PORT = SITE_PORT + 1;

/** Vitest numbers its workers from 1; two workers run at a time on this suite. */
const worker = Number(process.env.VITEST_POOL_ID ?? 1);

export const enginePort = (engine: 'firefox' | 'webkit') =>
  SITE_PORT + 20 + worker * 2 + (engine === 'firefox' ? 0 : 1);
