import {useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useSiteCustomFields, useSiteFacts} from '@site/src/hooks/useSiteFacts';
import type {MenuLink} from '../NavMenu';
import styles from './styles.module.css';

/** A titled column of links to the site's own pages. */
export type FooterColumn = {title: string; links: MenuLink[]};

export type Props = {
  columns: readonly FooterColumn[];
  /** The site's tagline, the footer's first sentence. */
  tagline: string;
};

const subscribe = () => () => {};

/** The year on the visitor's clock (the build's on the server), so an old build still shows the current one. */
function useCurrentYear(): number {
  const {buildYear} = useSiteCustomFields();
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

export function Footer({columns, tagline}: Props): ReactNode {
  const {brandName, links} = useSiteFacts();
  // A place's name is translated too (Singapur, シンガポール); tests/built/frame.test.ts holds
  // the English one to the company fact (src/config/site.ts), which the structured data reads.
  const city = translate({
    id: 'footer.headquarters',
    message: 'Singapore',
    description: 'The city of the head office',
  });
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{brandName}</p>
          <p>
            <Translate id="footer.about" values={{tagline, headquarters: city}}>
              {'{tagline}. Headquartered in {headquarters}.'}
            </Translate>
          </p>
          <ul className={styles.external}>
            <li>
              <Link to={links.telegram}>
                <Translate id="footer.telegram">Chat with us on Telegram</Translate>
              </Link>
            </li>
            <li>
              <Link to={links.companySite}>
                <Translate id="footer.companySite">Company website</Translate>
              </Link>
            </li>
          </ul>
        </div>
        {columns.map((column, index) => (
          <nav
            key={column.title}
            // Named by position: a translated title may have no Latin letter to make an id of.
            aria-labelledby={`footer-column-${index}`}
            className={styles.column}>
            {/* A plain <h2>: @theme/Heading would add an anchor link to the nav's name. */}
            {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
            <h2 id={`footer-column-${index}`} className={styles.heading}>
              {column.title}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>
        <Translate
          id="footer.copyright"
          values={{year: <span data-testid="copyright-year">{year}</span>, brandName}}>
          {'© {year} {brandName}. All rights reserved.'}
        </Translate>
      </p>
    </footer>
  );
}
