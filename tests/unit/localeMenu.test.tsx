// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import {LocaleMenu} from '@site/src/components/Frame/LocaleMenu';

// A site with a second real language (French under /fr/) and a pseudo-locale built beside them.
const LOCALE_CONFIGS = {
  en: {label: 'English', htmlLang: 'en', baseUrl: '/'},
  fr: {label: 'Français', htmlLang: 'fr', baseUrl: '/fr/'},
  'en-XA': {label: 'Pseudo (accented)', htmlLang: 'en-XA', baseUrl: '/'},
};
let currentLocale = 'en';
let locales = Object.keys(LOCALE_CONFIGS);
let pathname = '/about';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    i18n: {currentLocale, defaultLocale: 'en', locales, localeConfigs: LOCALE_CONFIGS},
  }),
}));
vi.mock('@docusaurus/router', () => ({
  useLocation: () => ({pathname, search: '?ref=menu', hash: '#team'}),
}));
// After hydration: the menu is its button, not the server's <details>.
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => true}));

/** The menu opened, as a visitor opens it: by its button, named "Language". */
function openMenu() {
  render(<LocaleMenu />);
  const button = screen.getByRole('button', {name: 'Language'});
  fireEvent.click(button);
  return {button, list: screen.getByRole('list')};
}

it("shows the current language and opens on this page's version in each real one, no pseudo-locale; from a translation, marks it and leads back to English; none where English is the only real one, even beside a pseudo-locale", () => {
  const {button, list} = openMenu();
  expect(button.textContent).toBe('English');
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['English', '/about?ref=menu#team'],
    ['Français', '/fr/about?ref=menu#team'],
  ]);
  // Each language named in its own, for the browser's voice and for search engines.
  expect([links[1].getAttribute('lang'), links[1].getAttribute('hreflang')]).toEqual(['fr', 'fr']);
  cleanup();

  currentLocale = 'fr';
  pathname = '/fr/about';
  const french = openMenu();
  expect(french.button.textContent).toBe('Français');
  expect(within(french.list).getByRole('link', {current: true}).textContent).toBe('Français');
  expect(within(french.list).getByRole('link', {name: 'English'}).getAttribute('href')).toBe(
    '/about?ref=menu#team',
  );
  cleanup();
  locales = ['en', 'en-XA'];
  expect(render(<LocaleMenu />).container).toBeEmptyDOMElement();
});
