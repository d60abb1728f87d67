/** The app icons, drawn from static/img/logo.svg: the PNG sizes browsers and phones ask for. */
import {createElement as h} from 'react';
import type {Brand} from '../brand';
import {renderPng, svgDataUrl} from '../renderPng';

export type Icon = {
  /** Path under the site's base URL. */
  path: string;
  size: number;
  /**
   * `any` is the logo as drawn, with its rounded corners. `maskable` and the
   * Apple icon fill the whole square, because the device cuts its own shape:
   * maskable keeps the logo inside the central 80 % that every mask leaves.
   */
  purpose: 'any' | 'maskable' | 'apple';
};

export const APPLE_TOUCH_ICON: Icon = {path: 'apple-touch-icon.png', size: 180, purpose: 'apple'};

export const MANIFEST_ICONS: Icon[] = [
  {path: 'img/icons/icon-192.png', size: 192, purpose: 'any'},
  {path: 'img/icons/icon-512.png', size: 512, purpose: 'any'},
  {path: 'img/icons/icon-maskable-512.png', size: 512, purpose: 'maskable'},
];

export function renderIcon({size, purpose}: Icon, brand: Brand): Promise<Buffer> {
  const logoSize = purpose === 'maskable' ? Math.round(size * 0.85) : size;
  const square = h(
    'div',
    {
      style: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        backgroundColor: purpose === 'any' ? 'transparent' : brand.primary,
      },
    },
    h('img', {src: svgDataUrl(brand.logoSvg), width: logoSize, height: logoSize}),
  );
  return renderPng(square, {width: size, height: size});
}
