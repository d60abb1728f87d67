/**
 * The browser's own bar (`theme-color` in docusaurus.config.ts' head tags; the light one is
 * also static/manifest.webmanifest's `theme_color`): src/css/tokens.css' --color-brand by day,
 * the dark theme's --color-surface by night. Written out, as plain HTML and JSON need it;
 * tests/unit/tokens.test.ts keeps them equal to the tokens.
 */
export const THEME_COLOR = {light: '#0f766e', dark: '#0c1a20'};
