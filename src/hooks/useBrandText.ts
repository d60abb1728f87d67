import {useThemeConfig} from '@docusaurus/theme-common';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';

/**
 * The brand as the page's language writes it: the header's title, which write-translations
 * puts in navbar.json. English writes it as the company facts do, and which one is a constant
 * of the build (plugins/inline-translations), so English pages carry no more than the facts.
 */
export function useBrandText(): string {
  const {brandName} = useSiteFacts();
  return process.env.TRANSLATED_BUILD === 'true'
    ? // eslint-disable-next-line react-hooks/rules-of-hooks -- every render of a build takes the same branch
      (useThemeConfig().navbar.title ?? brandName)
    : brandName;
}
