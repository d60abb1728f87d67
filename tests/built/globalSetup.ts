/**
 * The built pages' suite reads a build; without one every test would fail one by one, or,
 * worse, a check over "every built page" would find none. Stop before any test, saying why.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';

export default function setup() {
  const dir = process.env.E2E_BUILD_DIR ?? 'build';
  for (const file of ['index.html', 'sitemap.xml']) {
    if (!existsSync(join(dir, file)))
      throw new Error(
        `No build to read: ${join(dir, file)} is missing. Build first (npm run build), or point E2E_BUILD_DIR at a build.`,
      );
  }
}
