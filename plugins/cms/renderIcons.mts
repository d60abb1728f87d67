/**
 * Prints every icon a data file may name as the SVG markup the site draws, as JSON.
 * Run by previewIcons.ts in a Node process of its own (see there why).
 */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {ICONS} from '../../src/components/Page/Icon/icons.ts';

const markup = Object.entries(ICONS).map(([name, Svg]) => [
  name,
  renderToStaticMarkup(createElement(Svg, {'aria-hidden': 'true', focusable: 'false'})),
]);
process.stdout.write(JSON.stringify(Object.fromEntries(markup)));
