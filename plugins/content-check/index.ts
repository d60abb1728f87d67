/**
 * The content check in the build: every data file under src/data/content against its
 * schema (./schemas). A mistake stops the build before it bundles anything,
 * listing every problem with its file, entry and field, as `npm test` does.
 */
import type {Plugin} from '@docusaurus/types';
import {checkModule, ContentCheckError, reread, type ContentModule} from './check';
import {CONTENT_MODULES} from './schemas';

/** Every problem in the given modules (all of src/data unless said), as sentences. */
export function checkContent(modules: readonly ContentModule[] = CONTENT_MODULES): string[] {
  return modules.flatMap(checkModule);
}

export default function contentCheck(modules?: readonly ContentModule[]): () => Plugin {
  return () => ({
    name: 'content-check',
    // `docusaurus start` (npm run cms) checks again whenever a data file changes.
    getPathsToWatch: () => ['src/data/content/**/*.json'],
    loadContent() {
      const problems = checkContent(modules ?? CONTENT_MODULES.map(reread));
      if (problems.length > 0) throw new ContentCheckError(problems);
    },
  });
}
