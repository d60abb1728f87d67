/** The theme values a visitor can choose, stored in localStorage under `theme`. */
export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'theme';
