import type {RuleSetRule} from 'webpack';

/**
 * The data files writers edit (src/data/content/**.json) go into the bundles as object
 * literals, as the TypeScript modules they replaced did. The bundler's default for JSON,
 * `JSON.parse('…')` with every key quoted, made the first load of most pages 50-150 B
 * (gzip) heavier; the files are small, so JSON.parse's faster start does not pay here.
 */
export const dataModules: RuleSetRule = {
  test: /[\\/]src[\\/]data[\\/]content[\\/].+\.json$/,
  type: 'json',
  generator: {JSONParse: false},
};
