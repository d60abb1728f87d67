import {parseCircular, parseDependencyTree} from 'dpdm';

// The site's and the plugins' modules, type imports included: a type import makes a circle too
// (docs/developing.md, "Layers").
const FILES = ['src/**/*.ts', 'src/**/*.tsx', 'plugins/**/*.ts', 'plugins/**/*.mts'];

it('finds no circle in the imports of src/ and plugins/', async () => {
  const tree = await parseDependencyTree(FILES, {
    tsconfig: 'tsconfig.json',
    transform: false,
    skipDynamicImports: false,
  });
  expect(Object.keys(tree).length, 'modules read').toBeGreaterThan(150);
  const circles = parseCircular(tree).map((circle) => circle.join(' -> '));
  expect(circles, 'circles of imports').toEqual([]);
}, 120_000);
