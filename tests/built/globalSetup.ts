// Without a build every test would fail one by one: stop at once, saying how to make one.
import {existsSync} from 'node:fs';
import {join} from 'node:path';

export default function setup() {
  const index = join(process.env.E2E_BUILD_DIR ?? 'build', 'index.html');
  if (!existsSync(index))
    throw new Error(
      `No build to read: ${index} is missing. Build first (npm run build), or point E2E_BUILD_DIR at a build.`,
    );
}
