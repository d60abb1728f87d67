// The bundler's loader for ./transform.ts, which it reads through jiti as Docusaurus reads
// the config: a loader is loaded by path, outside the config's TypeScript.
const jiti = require('jiti')(__filename);

const {inlineTranslations} = jiti('./transform.ts');

module.exports = function inlineTranslationsLoader(source) {
  const {translations} = this.getOptions();
  const {code, map} = inlineTranslations(source, this.resourcePath, translations);
  this.callback(null, code, map);
};
