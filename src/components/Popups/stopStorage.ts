/**
 * "Stop showing these" lasts for the browser tab's session (WCAG 2.2.2): it is
 * kept in sessionStorage, which survives reloads and navigation in the tab.
 */
export const STOP_STORAGE_KEY = 'social-proof-stopped';

export function isStopped(): boolean {
  try {
    return window.sessionStorage.getItem(STOP_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberStopped(): void {
  try {
    window.sessionStorage.setItem(STOP_STORAGE_KEY, '1');
  } catch {
    // Without storage the choice lasts until the next full load.
  }
}
