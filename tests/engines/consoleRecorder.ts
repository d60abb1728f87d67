import {SPLASH_MS} from '../../src/browser/bootScript';

/** The new-hire pop-up's text (src/components/Popups). */
export const NEW_HIRE_STATUS =
  'section[aria-label="Recent activity"] [role="group"][aria-label="New freelancers"] [role="status"]';

/** A notice (src/components/Notice/Toaster). */
export const NOTICE = '[aria-label^="Notices"] li';

/** Where the recorder keeps the tab's errors, across its pages. */
export const ERRORS_KEY = '__engineErrors';

// Before each page's own scripts: keeps console errors (WebKit's driver has none to read); notes
// when the splash lifted beside a timer set for its end (all fire late when busy), when the
// new-hire pop-up first held text, and the first click (before any handler) and notice's going.
function record(errorsKey: string, splashMs: number, newHire: string, notice: string): void {
  const win = window as unknown as Record<string, number | boolean>;
  if (win.__recording) return;
  win.__recording = true;
  // What fails once the page is being left (a script cut short) is no error of the site's.
  let leaving = false;
  window.addEventListener('beforeunload', () => (leaving = true));
  const push = (error: string) => {
    if (leaving) return;
    const errors = JSON.parse(sessionStorage.getItem(errorsKey) ?? '[]') as string[];
    sessionStorage.setItem(errorsKey, JSON.stringify([...errors, error]));
  };
  const text = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  const original = console.error;
  console.error = (...args: unknown[]) => {
    push(args.map(text).join(' '));
    original.apply(console, args);
  };
  const onError = (event: ErrorEvent) => {
    const target = event.target as (Element & {src?: string; href?: string}) | Window;
    push(
      target instanceof Element
        ? `failed to load ${target.localName} ${target.src || target.href || ''}`
        : `uncaught: ${text(event.error ?? event.message)}`,
    );
  };
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', (event) =>
    push(`unhandled rejection: ${text(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    push(`content security policy: ${event.violatedDirective} blocked ${event.blockedURI}`),
  );
  document.addEventListener('click', () => (win.__clickedAt ??= performance.now()), true);
  setTimeout(() => (win.__splashTimerAt = performance.now()), splashMs - performance.now());
  // The document, not its root: Firefox runs this before the parser has made <html>.
  new MutationObserver(() => {
    if (!win.__splashLiftedAt && document.documentElement?.dataset.splashState === 'done')
      win.__splashLiftedAt = performance.now();
    if (!win.__firstTextAt && document.querySelector(newHire)?.textContent?.trim())
      win.__firstTextAt = performance.now();
    if (document.querySelector(notice)) win.__noticeUp = true;
    else if (win.__noticeUp) win.__noticeWentAt ??= performance.now();
  }).observe(document, {
    attributeFilter: ['data-splash-state'],
    childList: true,
    subtree: true,
    characterData: true,
  });
}

export const RECORDER_SCRIPT = `(${record})(${JSON.stringify(ERRORS_KEY)}, ${SPLASH_MS}, ${JSON.stringify(NEW_HIRE_STATUS)}, ${JSON.stringify(NOTICE)});`;
