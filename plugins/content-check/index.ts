/**
 * The content check in the build: every data module under src/data against its
 * schema (./schemas). A mistake stops the build before it bundles anything,
 * listing every problem with its file, entry and field, as `npm test` does.
 */
import type {Plugin} from '@docusaurus/types';
import {checkModule, ContentCheckError, type ContentModule} from './check';
import {CONTENT_MODULES} from './schemas';

/** Every problem in the given modules (all of src/data unless said), as sentences. */
export function checkContent(modules: readonly ContentModule[] = CONTENT_MODULES): string[] {
  return modules.flatMap(checkModule);
}

export default function contentCheck(modules?: readonly ContentModule[]): () => Plugin {
  return () => ({
    name: 'content-check',
    loadContent() {
      const problems = checkContent(modules);
      if (problems.length > 0) throw new ContentCheckError(problems);
    },
  });
}
