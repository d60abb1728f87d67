/**
 * Prints every icon a data file may name as the SVG markup the site draws, as JSON, so the
 * editor's preview shows a card's icon instead of its name without loading lucide-react.
 * Run by index.ts in a Node process of its own: Docusaurus' CLI loads React's development
 * build before `docusaurus build` sets NODE_ENV to production, so React DOM's server
 * renderer, loaded after, would be the production one and fail against it
 * ("dispatcher.getOwner is not a function").
 */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {ICONS} from '../../src/components/Page/Icon/icons.ts';

const markup = Object.entries(ICONS).map(([name, Svg]) => [
  name,
  renderToStaticMarkup(createElement(Svg, {'aria-hidden': 'true', focusable: 'false'})),
]);
process.stdout.write(JSON.stringify(Object.fromEntries(markup)));
