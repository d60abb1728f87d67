/**
 * Everything the site keeps in the visitor's browser: every key, and the only
 * reads and writes of it. Storage can be missing or throw (private browsing,
 * blocked cookies, a full quota); then a value lasts for the page only and
 * the site carries on with its default. The boot script (./bootScript.ts) is
 * built from the same keys.
 *
 * The theme choice has one writer: the theme menu saves `light`, `dark` or
 * `system` with `saveStored('theme', ...)`, and tells Docusaurus' colour mode not
 * to persist it (Docusaurus would remove the key for "system"; the spec saves
 * the choice itself). Docusaurus' own <head> script reads the key and copies it
 * onto <html data-theme>; the boot script turns anything there other than
 * `light` or `dark` (a saved `system`, garbage) into the system preference
 * before the first paint. Docusaurus itself writes the key only when it follows
 * a choice made in another tab, and then drops it for System, which reads the same.
 */

export type ThemeChoice = 'light' | 'dark' | 'system';

export const STORED = {
  /** localStorage: the visitor's theme, a ThemeChoice. Docusaurus reads it under this name. */
  theme: {storage: 'localStorage', key: 'theme'},
  /** sessionStorage: `1` once this tab has played the intro splash (set by the boot script). */
  splashSeen: {storage: 'sessionStorage', key: 'splash-seen'},
  /** sessionStorage: `1` after "Stop showing these" on a pop-up (WCAG 2.2.2), for the tab's session. */
  socialProofStopped: {storage: 'sessionStorage', key: 'social-proof-stopped'},
} as const;

export type StoredName = keyof typeof STORED;

/** The stored value, or null when there is none or storage is unavailable. */
export function readStored(name: StoredName): string | null {
  const {storage, key} = STORED[name];
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

export function saveStored(name: StoredName, value: string): void {
  const {storage, key} = STORED[name];
  try {
    window[storage].setItem(key, value);
  } catch {
    // Storage unavailable: the value lasts until the next full load.
  }
}
