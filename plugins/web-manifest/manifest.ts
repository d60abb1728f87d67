/** The web app manifest (https://www.w3.org/TR/appmanifest/): name, icons and colours. */
import type {Brand} from '../brand';
import {MANIFEST_ICONS} from './icons';

export type ManifestSite = {brandName: string; tagline: string; baseUrl: string; brand: Brand};

export function webManifest({brandName, tagline, baseUrl, brand}: ManifestSite) {
  return {
    name: brandName,
    short_name: brandName,
    description: tagline,
    lang: 'en',
    id: baseUrl,
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    theme_color: brand.primary,
    // Infima's light page background, shown behind the icon while the site opens.
    background_color: '#ffffff',
    icons: MANIFEST_ICONS.map(({path, size, purpose}) => ({
      src: `${baseUrl}${path}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
