import type {FooterColumn} from '@site/src/components/Frame/Footer';
import type {MenuLink} from '@site/src/components/Frame/NavMenu';
import type {RoutePath} from './routes';

/** A link to one of the site's own routes: a misspelt path fails the type check. */
type NavLink = MenuLink & {to: RoutePath};

/** The header's navigation menu, in order; Contact Us is shown apart and highlighted. */
export const MENU_LINKS: NavLink[] = [
  {label: 'About Us', to: '/about'},
  {label: 'Leadership', to: '/leadership'},
  {label: 'Careers', to: '/employment'},
  {label: 'Our Impact', to: '/our-impact'},
  {label: 'Partners', to: '/partners'},
  {label: 'Trust & Safety', to: '/trust-safety'},
  {label: 'Rules & Payments', to: '/rules'},
  {label: 'Investors', to: '/investors'},
  {label: 'Modern Slavery Statement', to: '/modern-slavery-statement'},
];

export const CONTACT_LINK: NavLink = {label: 'Contact Us', to: '/contact'};

/** The footer: the menu's pages except Rules & Payments, plus the pages nothing else links to. */
export const FOOTER_COLUMNS: (FooterColumn & {links: NavLink[]})[] = [
  {
    title: 'Company',
    links: [
      {label: 'About Us', to: '/about'},
      {label: 'Leadership', to: '/leadership'},
      {label: 'Our Impact', to: '/our-impact'},
      {label: 'Investors', to: '/investors'},
    ],
  },
  {
    title: 'Work with us',
    links: [
      {label: 'Careers', to: '/employment'},
      {label: 'For Freelancers', to: '/freelancers'},
      {label: 'Services', to: '/services'},
      {label: 'Partners', to: '/partners'},
      {label: 'Blog', to: '/blog'},
    ],
  },
  {
    title: 'Policies',
    links: [
      {label: 'Trust & Safety', to: '/trust-safety'},
      {label: 'Modern Slavery Statement', to: '/modern-slavery-statement'},
      {label: 'Terms of Service', to: '/terms-of-service'},
      {label: 'Privacy Policy', to: '/privacy-policy'},
    ],
  },
];
