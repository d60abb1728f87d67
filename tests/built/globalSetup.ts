// Without a build every test would fail one by one, or a check over every built page find none.
import {existsSync} from 'node:fs';
import {join} from 'node:path';

export default function setup() {
  const dir = process.env.E2E_BUILD_DIR ?? 'build';
  for (const file of ['index.html', 'sitemap.xml'])
    if (!existsSync(join(dir, file)))
      throw new Error(
        `No build to read: ${join(dir, file)} is missing. Build first (npm run build), or point E2E_BUILD_DIR at a build.`,
      );
}
