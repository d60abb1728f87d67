import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The plural categories in the order a message's forms are written, as Docusaurus' own. */
const CATEGORIES: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Picks the form for `count` from a message whose plural forms are separated by "|", in the
 * language's plural categories' order ("1 paragraph|{count} paragraphs" in English), and
 * fills in {count}. English picks by its one rule without Intl, so its pages load no plural
 * data; other languages ask Intl.PluralRules.
 */
export function useCountText(): (message: string, count: number) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (message, count) => {
    const forms = message.split('|');
    let index: number;
    // A constant of the build (plugins/inline-translations): English bundles drop the rest.
    if (process.env.TRANSLATED_BUILD !== 'true') {
      index = count === 1 ? 0 : 1;
    } else {
      const rules = new Intl.PluralRules(currentLocale);
      const used = CATEGORIES.filter((category) =>
        rules.resolvedOptions().pluralCategories.includes(category),
      );
      index = used.indexOf(rules.select(count));
    }
    const form = forms[Math.min(Math.max(index, 0), forms.length - 1)];
    return form.replace('{count}', String(count));
  };
}
