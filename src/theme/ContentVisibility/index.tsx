// Ejected from Docusaurus 3.10.2 theme-classic: no banner. No page of this site is unlisted, and drafts never
// reach a production build, so the Unlisted and Draft banners (and the Admonition they are built on)
// would only weigh on every page's bundle.
import type {ReactNode} from 'react';

export default function ContentVisibility(): ReactNode {
  return null;
}
