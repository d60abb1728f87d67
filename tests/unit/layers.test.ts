import {fileURLToPath} from 'node:url';
import {ESLint} from 'eslint';

// The project's own eslint.config.mjs, run on snippets as if they were files in the tree.
const eslint = new ESLint({cwd: fileURLToPath(new URL('../..', import.meta.url))});

/** The messages of the layer rule for `code` written in `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath});
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const importing = (source: string) =>
  `import {thing} from '${source}';\n\nexport const used = thing;\n`;

describe('given the layer rule in eslint.config.mjs', () => {
  // Loading the config, its plugins and the TypeScript parser takes seconds on a busy machine.
  beforeAll(() => layerErrors('src/components/Page/Example/index.tsx', ''), 60_000);

  const fromData = /Components do not import src\/data/;
  const outsideLib = /src\/lib imports nothing outside src\/lib/;
  const fromPlugins = /src\/ never imports plugins\//;
  const intoPages = /plugins\/ do not import src\/pages or src\/components/;
  const intoComponents = /Schemas do not import src\/components/;

  it('stops a component importing a data module by alias', async () => {
    const errors = await layerErrors(
      'src/components/Page/Example/index.tsx',
      importing('@site/src/data/content/testimonials.json'),
    );
    expect(errors).toEqual([expect.stringMatching(fromData)]);
  });

  it('stops a component importing a data module by a relative path', async () => {
    const errors = await layerErrors(
      'src/components/Page/Example/index.tsx',
      importing('../../../data/popups/newHires'),
    );
    expect(errors).toEqual([expect.stringMatching(fromData)]);
  });

  it('lets a component import another component, and a page import data', async () => {
    expect(
      await layerErrors('src/components/Page/Example/index.tsx', importing('../Icon')),
    ).toEqual([]);
    expect(
      await layerErrors(
        'src/theme/Example/index.tsx',
        importing('@site/src/data/content/notices.json'),
      ),
    ).toEqual([]);
  });

  it('lets the lazily loaded pop-up chunk carry its own entries', async () => {
    const errors = await layerErrors(
      'src/components/Popups/SocialProof/index.tsx',
      importing('@site/src/data/popups/newHires'),
    );
    expect(errors).toEqual([]);
  });

  it('stops src/lib importing anything outside it', async () => {
    for (const source of ['@site/src/config/site', '../config/site', 'react', 'node:fs']) {
      expect(await layerErrors('src/lib/example.ts', importing(source)), source).toEqual([
        expect.stringMatching(outsideLib),
      ]);
    }
    expect(await layerErrors('src/lib/example.ts', importing('./shuffleBag'))).toEqual([]);
  });

  it('stops anything in src/ importing plugins/, even a type', async () => {
    const cases: [string, string][] = [
      ['src/data/example.ts', "import type {Thing} from '@site/plugins/content-check/check';\n"],
      ['src/theme/Example/index.tsx', importing('../../../plugins/job-pages')],
      ['src/components/Page/Example/index.tsx', importing('@site/plugins/social-cards/card')],
      ['src/components/Popups/SocialProof/index.tsx', importing('@site/plugins/social-cards/card')],
    ];
    for (const [file, code] of cases) {
      expect(await layerErrors(file, code), file).toEqual([expect.stringMatching(fromPlugins)]);
    }
  });

  it('stops a schema importing a component, even a type', async () => {
    for (const code of [
      importing('../../components/Careers/opening'),
      "import type {Props} from '@site/src/components/Page/Icon';\n",
    ]) {
      expect(await layerErrors('src/data/schemas/example.ts', code), code).toEqual([
        expect.stringMatching(intoComponents),
      ]);
    }
    expect(
      await layerErrors('src/data/schemas/example.ts', importing('../../lib/openings')),
    ).toEqual([]);
  });

  it('lets plugins import schemas, data and lib, but not pages or components', async () => {
    expect(
      await layerErrors('plugins/example/index.ts', importing('../../src/data/schemas/careers')),
    ).toEqual([]);
    for (const source of [
      '../../src/components/Careers/opening',
      '../../src/pages/employment/_opening',
    ]) {
      expect(await layerErrors('plugins/example/index.ts', importing(source)), source).toEqual([
        expect.stringMatching(intoPages),
      ]);
    }
  });
});
