import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteFacts} from './site';

/** The company facts, as `docusaurus.config.ts` validated them at build time. */
export function useSiteFacts(): SiteFacts {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.facts as SiteFacts;
}
