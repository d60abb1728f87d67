import {useThemeConfig} from '@docusaurus/theme-common';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';

/** The brand as the page's language writes it: the navbar's title, translated in navbar.json. */
export function useBrandText(): string {
  const {brandName} = useSiteFacts();
  return useThemeConfig().navbar.title ?? brandName;
}
