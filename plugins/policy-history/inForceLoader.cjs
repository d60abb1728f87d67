/**
 * A bundler loader ahead of the MDX loader, for the policy texts: a file that holds a version
 * taking effect after the build's day is given to the MDX loader as the text in force instead
 * (from git, written by the plugin to `options.files[file]`; empty when the file is in force).
 * That file is a dependency, so the bundler's persistent cache compiles the text again on the
 * day it changes, though the policy's own file did not. The upcoming text's page imports the
 * policy with `?upcoming`, which keeps it as written.
 */
const {readFileSync} = require('node:fs');

module.exports = function policyInForce(source) {
  const file = this.getOptions().files[this.resourcePath];
  if (!file || this.resourceQuery.includes('upcoming')) return source;
  this.addDependency(file);
  return readFileSync(file, 'utf8') || source;
};
