// The still page's stylesheet and the two themes, without Playwright: the engines suite
// (tests/engines/) holds its pages still with the same rules.

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * No motion, no caret, no chat bubble (a third party's, drawn by the stand-in in tests), and
 * everything drawn: the footer, which `content-visibility: auto` leaves undrawn until a
 * visitor scrolls near it, would be blank in a full-length picture and unmeasured by the
 * layout checks.
 */
export const STILL_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition: none !important;
  caret-color: transparent !important;
}
* { content-visibility: visible !important; }
.crisp-client { display: none !important; }
`;
