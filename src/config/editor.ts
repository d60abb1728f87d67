/**
 * The editor's own origin: /admin/ and its GitHub sign-in are used here only, where no page lets
 * a third-party script run to read the writer's token from the editor's storage
 * (plugins/security-headers), and /admin/ on any other host forwards here (functions/admin/).
 * It is the Cloudflare Pages project's own address, which Cloudflare serves for every
 * production deploy: https://<the name in wrangler.toml>.pages.dev.
 */
export const EDITOR_ORIGIN = 'https://talentlane.pages.dev';
