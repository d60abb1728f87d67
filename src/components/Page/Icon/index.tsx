import type {ReactNode} from 'react';
import type {LucideIcon} from 'lucide-react';
import {ICON_NAMES, type IconName} from '@site/src/lib/iconNames';
import {ICONS} from './icons';

export {ICON_NAMES, type IconName};

export type Props = {
  name: IconName;
  /** Sets the size (width and height) and the colour the icon strokes in. */
  className?: string;
};

/** A decorative icon: an inline SVG drawn in `currentColor`, hidden from screen readers. */
export function Icon({name, className}: Props): ReactNode {
  const Svg: LucideIcon | undefined = ICONS[name];
  // MDX pages are not type-checked: a misspelt name there stops the build here.
  if (!Svg) {
    throw new Error(
      `Unknown icon "${String(name)}". Choose one of the names in src/lib/iconNames.ts: ${ICON_NAMES.join(', ')}.`,
    );
  }
  // focusable="false": old Edge and IE put every inline SVG in the tab order.
  return <Svg className={className} aria-hidden="true" focusable="false" />;
}
