/**
 * Prints every icon a data file may name, as the SVG the site draws (JSON), for the editor's
 * preview. In a Node process of its own (index.ts): Docusaurus' CLI loads React's development
 * build before `docusaurus build` sets NODE_ENV to production, so React DOM's server renderer,
 * loaded after, would be the production one and fail ("dispatcher.getOwner is not a function").
 */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {ICONS} from '../../src/components/Page/Icon/icons.ts';

const markup = Object.entries(ICONS).map(([name, Svg]) => [
  name,
  renderToStaticMarkup(createElement(Svg, {'aria-hidden': 'true', focusable: 'false'})),
]);
process.stdout.write(JSON.stringify(Object.fromEntries(markup)));
