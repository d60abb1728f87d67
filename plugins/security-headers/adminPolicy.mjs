// The security headers of /admin/, the editor (plugins/cms): a policy of its own, since
// Decap CMS needs what the public pages never allow, and nothing the public pages need.

/**
 * What the editor talks to, by backend: GitHub's API (and the avatars and file contents
 * it shows), or decap-server on this machine. The OAuth service is opened as a pop-up,
 * which no fetch directive covers.
 */
export function adminSources(backend) {
  if (backend.kind === 'github') {
    return {
      connect: ['https://api.github.com'],
      img: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    };
  }
  if (backend.kind === 'local') return {connect: [new URL(backend.url).origin], img: []};
  return {connect: [], img: []};
}

/** The Content-Security-Policy of /admin/. */
export function adminContentSecurityPolicy({connect, img}, reportUri = null) {
  const directives = [
    ['default-src', ["'self'"]],
    // Decap compiles its configuration's JSON schema (ajv) with new Function().
    ['script-src', ["'self'", "'unsafe-eval'"]],
    // Decap's components style themselves at run time (emotion).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Previews of the articles' Unsplash images; uploads shown before they are saved.
    ['img-src', ["'self'", 'data:', 'blob:', 'https://images.unsplash.com', ...img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connect]],
    ['media-src', ["'self'", 'blob:']],
    // The preview pane is a frame of the editor's own document.
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ].map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (reportUri) directives.push(`report-uri ${reportUri}`);
  return directives.join('; ');
}

/** The headers of /admin/: the site's, with the editor's policy, and pop-ups allowed an opener. */
export function adminSecurityHeaders(siteHeaders, sources, reportUri = null) {
  return siteHeaders.map(([name, value]) => {
    if (name === 'Content-Security-Policy') {
      return [name, adminContentSecurityPolicy(sources, reportUri)];
    }
    // GitHub's sign-in pop-up hands the token back through window.opener.
    if (name === 'Cross-Origin-Opener-Policy') return [name, 'same-origin-allow-popups'];
    return [name, value];
  });
}
