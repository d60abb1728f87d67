/** The plural categories in the order a message's forms are written, as Docusaurus' own. */
const CATEGORIES: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Picks the form for `count` from a message whose plural forms are separated by "|", in the
 * language's plural categories' order ("1 paragraph|{count} paragraphs" in English), and
 * fills in {count}. English picks by its one rule; another language asks Intl.PluralRules
 * for the build's locale. Which is a constant of the build (plugins/inline-translations), so
 * English bundles carry no plural rules.
 */
export function countText(message: string, count: number): string {
  const forms = message.split('|');
  let index = count === 1 ? 0 : 1;
  if (process.env.TRANSLATED_BUILD === 'true') {
    const rules = new Intl.PluralRules(process.env.BUILD_LOCALE);
    const used = CATEGORIES.filter((category) =>
      rules.resolvedOptions().pluralCategories.includes(category),
    );
    index = Math.min(Math.max(used.indexOf(rules.select(count)), 0), forms.length - 1);
  }
  return forms[index].replace('{count}', String(count));
}
