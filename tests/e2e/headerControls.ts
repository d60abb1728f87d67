import type {Page} from '@playwright/test';
import {DEFAULT_FACTS} from '@site/src/config/site';

/** The logo's link home, named after the brand in src/config/site.ts. */
export const homeLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', {name: `${DEFAULT_FACTS.brandName} home`});

// The header's two disclosures, as assistive technology finds them once hydrated.
export const menuButton = (page: Page) => page.getByRole('button', {name: 'Menu'});
export const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name, exact: true});
export const themeButton = (page: Page) => page.getByRole('button', {name: /^Theme/});
export const themeChoice = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page.getByRole('radiogroup', {name: 'Theme'}).getByRole('radio', {name});

// Before hydration both are native <details>, in the header's order: theme, then navigation.
export const serverThemeTrigger = (page: Page) =>
  page.getByRole('banner').locator('summary').first();
export const serverMenuTrigger = (page: Page) => page.getByRole('banner').locator('summary').last();
