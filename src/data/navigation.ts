import type {NavigationData} from '@site/src/data/schemas/navigation';
import type {FooterColumn} from '@site/src/components/Frame/Footer';
import type {MenuLink} from '@site/src/components/Frame/NavMenu';
import type {RoutePath} from './routes';
import raw from './content/navigation.json';

/** A link to one of the site's own routes. */
type NavLink = MenuLink & {to: RoutePath};

/** The header's navigation menu, in order; Contact Us is shown apart and highlighted. */
export const MENU_LINKS: NavLink[] = (raw as NavigationData).menu;

export const CONTACT_LINK: NavLink = (raw as NavigationData).contact;

/** The footer: the menu's pages except Rules & Payments, plus the pages nothing else links to. */
export const FOOTER_COLUMNS: (FooterColumn & {links: NavLink[]})[] = (raw as NavigationData).footer;
