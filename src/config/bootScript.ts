/**
 * Runs in <head> before the first paint, ahead of Docusaurus' own theme script.
 * - Mirrors `data-theme` into a `light`/`dark` class on <html>, and repairs a
 *   stored theme that is neither light nor dark (garbage, or "system") by
 *   falling back to the operating system's preference, so there is no flash.
 *   The observer also restores the class when React Helmet rewrites <html class>.
 * - Marks <html data-splash-seen> when this tab has already shown the splash,
 *   so CSS hides it before it can flash.
 * - Takes `docusaurus-theme` and `docusaurus-data-*` out of the query string
 *   before Docusaurus' theme script (at the start of <body>) reads them: that
 *   script would copy them onto <html>, so a link could set the theme or
 *   `data-route-loading` (the spinner over the page) for whoever follows it.
 * Kept as plain ES5 text: it is inlined, and the build hashes it into the CSP
 * (plugins/securityHeaders lists it by name).
 */
export const BOOT_SCRIPT = `(function () {
  var root = document.documentElement;
  var media = window.matchMedia('(prefers-color-scheme: dark)');
  function sync() {
    var theme = root.getAttribute('data-theme');
    if (theme !== 'light' && theme !== 'dark') {
      if (theme === null) return;
      root.setAttribute('data-theme-choice', 'system');
      root.setAttribute('data-theme', media.matches ? 'dark' : 'light');
      return;
    }
    if (!root.classList.contains(theme)) root.classList.add(theme);
    var other = theme === 'dark' ? 'light' : 'dark';
    if (root.classList.contains(other)) root.classList.remove(other);
  }
  new MutationObserver(sync).observe(root, {attributes: true, attributeFilter: ['data-theme', 'class']});
  try {
    if (window.sessionStorage.getItem('splash-seen') === '1') root.setAttribute('data-splash-seen', '');
  } catch (e) {}
  try {
    var query = new URLSearchParams(window.location.search);
    var docusaurusKeys = [];
    query.forEach(function (value, key) {
      if (key.indexOf('docusaurus-') === 0) docusaurusKeys.push(key);
    });
    if (docusaurusKeys.length) {
      docusaurusKeys.forEach(function (key) { query.delete(key); });
      var search = query.toString();
      window.history.replaceState(window.history.state, '',
        window.location.pathname + (search ? '?' + search : '') + window.location.hash);
    }
  } catch (e) {}
})();`;
