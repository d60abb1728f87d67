import {fileURLToPath} from 'node:url';
import {parseCircular, parseDependencyTree} from 'dpdm';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// The site's and the plugins' modules, type imports included: a type import makes a circle too
// (docs/developing.md, "Layers").
const FILES = ['src/**/*.ts', 'src/**/*.tsx', 'plugins/**/*.ts', 'plugins/**/*.mts'];

describe('given the imports of src/ and plugins/', () => {
  it('finds no circle', async () => {
    const tree = await parseDependencyTree(FILES, {
      context: ROOT,
      cwd: ROOT,
      tsconfig: `${ROOT}tsconfig.json`,
      transform: false,
      skipDynamicImports: false,
    });
    expect(Object.keys(tree).length, 'modules read').toBeGreaterThan(150);
    const circles = parseCircular(tree).map((circle) => circle.join(' -> '));
    expect(circles, 'circles of imports').toEqual([]);
  }, 120_000);
});
