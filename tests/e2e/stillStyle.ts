// The still page's stylesheet and themes, free of Playwright for the engines suite (tests/engines/).
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** No motion, caret or chat bubble; the footer drawn (`content-visibility: auto` blanks it). */
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
