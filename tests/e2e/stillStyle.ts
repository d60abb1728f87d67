// The still page's stylesheet and themes, free of Playwright for the engines suite (tests/engines/).
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * No motion, no caret, no chat bubble (the stand-in's), and the footer drawn: its
 * `content-visibility: auto` leaves it blank until a visitor scrolls near it.
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
