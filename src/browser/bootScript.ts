import {EARLY_TAPS_SCRIPT} from './earlyTaps';
import {STORED} from './storage';

/** How long the intro splash lasts, counted from navigation start (SPEC section 5). */
export const SPLASH_MS = 2500;

/** The splash fades out over the last this-many ms of SPLASH_MS (its CSS does the same without JavaScript). */
export const SPLASH_FADE_MS = 300;

/**
 * The letters and the bar play in this long at their own pace (src/components/Frame/Splash's CSS:
 * the bar grows from 0.4 s to 2 s). A splash first painted later plays faster, to end before its
 * fade; one that would have less than SPLASH_SHORTEST_MS for it is not shown at all, since it
 * could only flash.
 */
export const SPLASH_PLAY_MS = 2000;
export const SPLASH_SHORTEST_MS = 1000;

/**
 * The splash's state on <html>: `playing` while the boot script times it, `done`
 * once it has ended or when this tab has already seen it. CSS reads it (the
 * Splash component's styles), and so does the Splash component when it mounts.
 */
export const SPLASH_STATE_ATTRIBUTE = 'data-splash-state';

/**
 * Runs in <head> before the first paint, ahead of Docusaurus' own theme script.
 * - Mirrors `data-theme` into a `light`/`dark` class on <html>, and turns a
 *   stored theme that is neither light nor dark (garbage, or "system") into the
 *   operating system's preference, so there is no flash (see ./storage.ts).
 *   The observer also restores the class when React Helmet rewrites <html class>.
 * - Times the intro splash from navigation start, not from hydration, so a slow
 *   device or a late bundle does not lengthen it. In the first frame that draws it
 *   (a page waiting on its stylesheet runs no frame callback) it fits the letters and
 *   the bar into the time left, or, with too little left, ends it unseen. Its fade is a Web Animation whose
 *   start time is the document timeline's origin (navigation start): opacity runs
 *   on the compositor, so the splash is gone at SPLASH_MS even while the main thread
 *   is busy hydrating. A timer then sets the state to `done` (display: none) when
 *   the main thread is free, or at once when this tab has already seen the splash.
 *   Without this script (JavaScript off, or the script blocked) the splash's own
 *   CSS animation ends it.
 * - Takes `docusaurus-theme` and `docusaurus-data-*` out of the query string
 *   before Docusaurus' theme script (at the start of <body>) reads them: that
 *   script would copy them onto <html>, so a link could set the theme, the
 *   splash's state or `data-route-loading` (the spinner over the page) for
 *   whoever follows it.
 * - Holds a tap on a control that needs JavaScript, made before hydration, and
 *   replays it after (./earlyTaps.ts).
 * Kept as plain ES5 text with its own try/catch, since it cannot import
 * ./storage.ts: it is inlined, and the build hashes it into the CSP
 * (plugins/security-headers lists it by name).
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
  var seen = false;
  try {
    seen = window.${STORED.splashSeen.storage}.getItem('${STORED.splashSeen.key}') === '1';
    window.${STORED.splashSeen.storage}.setItem('${STORED.splashSeen.key}', '1');
  } catch (e) {}
${EARLY_TAPS_SCRIPT}
  function endSplash() {
    root.setAttribute('${SPLASH_STATE_ATTRIBUTE}', 'done');
  }
  // The letters' and the bar's animations start now, not when this frame is at last drawn
  // (half a second later on a busy phone), so that they end before the fade. Frames come before
  // the stylesheet has arrived, and the splash is drawn only once it has: until then, wait.
  function fitSplash(splash) {
    if (root.getAttribute('${SPLASH_STATE_ATTRIBUTE}') === 'done') return;
    if (window.getComputedStyle(splash).position !== 'fixed')
      return window.requestAnimationFrame(function () {
        fitSplash(splash);
      });
    var now = window.performance.now();
    var left = ${SPLASH_MS - SPLASH_FADE_MS} - now;
    if (left < ${SPLASH_SHORTEST_MS}) return endSplash();
    root.style.setProperty('--splash-pace', String(Math.min(1, left / ${SPLASH_PLAY_MS})));
    if (!splash.getAnimations || typeof CSSAnimation === 'undefined') return;
    var animations = splash.getAnimations({subtree: true});
    for (var i = 0; i < animations.length; i++)
      if (animations[i] instanceof CSSAnimation) animations[i].startTime = now;
  }
  function fadeSplash(splash) {
    if (!splash.animate) return;
    var fade = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : ${SPLASH_FADE_MS};
    var timing = {duration: fade, delay: ${SPLASH_MS} - fade, fill: 'forwards'};
    // Two animations: one with a property the compositor cannot run would keep both on the main thread.
    var animations = [
      splash.animate([{opacity: 1}, {opacity: 0}], timing),
      splash.animate([{visibility: 'visible'}, {visibility: 'hidden'}], timing),
    ];
    for (var i = 0; i < animations.length; i++) animations[i].startTime = 0;
  }
  if (seen) {
    endSplash();
  } else {
    root.setAttribute('${SPLASH_STATE_ATTRIBUTE}', 'playing');
    window.setTimeout(endSplash, Math.max(0, ${SPLASH_MS} - window.performance.now()));
    // The splash is parsed after this script, and may arrive in parts: wait until the parser has
    // gone past it (its letters and bar are then all in it), and fit those.
    var splashWatch = new MutationObserver(function () {
      var splash = document.querySelector('[data-splash]');
      if (document.readyState === 'loading' && !(splash && splash.nextSibling)) return;
      splashWatch.disconnect();
      if (!splash) return;
      fadeSplash(splash);
      window.requestAnimationFrame(function () {
        fitSplash(splash);
      });
    });
    splashWatch.observe(root, {childList: true, subtree: true});
  }
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
