/**
 * Every icon a data file may name, as the SVG the site draws, so the editor's preview shows
 * a card's icon instead of its name. Rendered once at build time: the editor does not
 * load lucide-react.
 */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {ICONS} from '../../src/components/Page/Icon/icons';

export function previewIcons(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ICONS).map(([name, Svg]) => [
      name,
      renderToStaticMarkup(createElement(Svg, {'aria-hidden': 'true', focusable: 'false'})),
    ]),
  );
}
