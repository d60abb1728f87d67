import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields, SiteFacts} from '@site/src/config/site';

function isSiteCustomFields(fields: {[key: string]: unknown}): fields is SiteCustomFields {
  const {facts, buildYear, blogCategoryNames} = fields;
  return (
    typeof buildYear === 'number' &&
    typeof facts === 'object' &&
    facts !== null &&
    Array.isArray(blogCategoryNames)
  );
}

/** What docusaurus.config.ts put in `customFields`, which Docusaurus types as unknown. */
export function useSiteCustomFields(): SiteCustomFields {
  const {customFields = {}} = useDocusaurusContext().siteConfig;
  if (!isSiteCustomFields(customFields)) {
    throw new Error(
      'customFields must hold the site facts, the build year and the blog categories (docusaurus.config.ts)',
    );
  }
  return customFields;
}

/** The company facts, as `docusaurus.config.ts` validated them at build time. */
export function useSiteFacts(): SiteFacts {
  return useSiteCustomFields().facts;
}
