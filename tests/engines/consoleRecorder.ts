import {SPLASH_MS} from '../../src/browser/bootScript';

/**
 * Runs in the page before any of its own scripts and keeps what a console would show as an
 * error: console.error, uncaught exceptions and rejections, resources that fail to load, and
 * violations of the page's content security policy. WebKit's WebDriver has no console log, so
 * both engines record the same way (./session.ts reads `window.__engineErrors`).
 * Sent to the browser as source: everything it uses is declared inside it.
 */
export function recordConsoleErrors(): void {
  const win = window as unknown as {__engineErrors?: string[]};
  if (win.__engineErrors) return;
  const errors: string[] = (win.__engineErrors = []);
  const text = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(text).join(' '));
    original.apply(console, args);
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & {src?: string; href?: string}) | null;
      if (target && target !== (window as unknown)) {
        errors.push(`failed to load ${target.localName} ${target.src || target.href || ''}`);
      } else {
        errors.push(
          `uncaught: ${text((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`,
        );
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection: ${text(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`content security policy: ${event.violatedDirective} blocked ${event.blockedURI}`),
  );
}

/**
 * Notes the page's time (performance.now) at which the intro splash ended: the boot script
 * marks it on <html data-splash-state="done"> (src/browser/bootScript.ts). Also notes when a
 * timer set for the splash's end (`splashMs` from navigation start, as the boot script sets
 * its own) fired: on a busy machine every timer of the page fires late, and the splash is
 * judged against that one, not against the wall clock.
 */
export function recordSplashLift(splashMs: number): void {
  const win = window as unknown as {__splashLiftedAt?: number; __splashTimerAt?: number};
  window.setTimeout(
    () => {
      win.__splashTimerAt = performance.now();
    },
    Math.max(0, splashMs - performance.now()),
  );
  const watch = new MutationObserver(() => {
    if (document.documentElement?.dataset.splashState !== 'done') return;
    win.__splashLiftedAt = performance.now();
    watch.disconnect();
  });
  // The document, not its root: Firefox runs this before the parser has made <html>.
  watch.observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-splash-state'],
  });
}

/**
 * Notes the page's time (performance.now) at which the element `selector` finds first holds
 * text: the new-hire pop-up's, whose code may arrive after it was due, so only a watch set
 * before the page's own scripts can see when it showed.
 */
export function recordFirstText(selector: string): void {
  const win = window as unknown as {__firstTextAt?: number};
  const watch = new MutationObserver(() => {
    if (!document.querySelector(selector)?.textContent?.trim()) return;
    win.__firstTextAt = performance.now();
    watch.disconnect();
  });
  watch.observe(document, {childList: true, subtree: true, characterData: true});
}

/** The new-hire pop-up's text (src/components/Popups). */
export const NEW_HIRE_STATUS =
  'section[aria-label="Recent activity"] [role="group"][aria-label="New freelancers"] [role="status"]';

/** The recorders as one script: Firefox runs it before each page, the stand-in proxy serves it to WebKit. */
export const RECORDER_SCRIPT = `${recordConsoleErrors.toString()}
${recordSplashLift.toString()}
${recordFirstText.toString()}
recordConsoleErrors();
recordSplashLift(${SPLASH_MS});
recordFirstText(${JSON.stringify(NEW_HIRE_STATUS)});`;
