// @vitest-environment jsdom
import {renderHook} from '@testing-library/react';
import {DEFAULT_FACTS} from '@site/src/config/site';
import {useSiteCustomFields, useSiteFacts} from '@site/src/hooks/useSiteFacts';

let customFields: Record<string, unknown> = {};
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {customFields}}),
}));

describe('given the custom fields docusaurus.config.ts passes to the browser', () => {
  it('reads the facts and the build year', () => {
    customFields = {facts: DEFAULT_FACTS, buildYear: 2026, blogCategoryNames: []};
    expect(renderHook(useSiteFacts).result.current).toBe(DEFAULT_FACTS);
    expect(renderHook(useSiteCustomFields).result.current.buildYear).toBe(2026);
  });

  it('says what is missing instead of handing on undefined', () => {
    customFields = {facts: DEFAULT_FACTS};
    expect(() => renderHook(useSiteFacts)).toThrow(
      /customFields must hold the site facts, the build year and the blog categories/,
    );
  });
});
