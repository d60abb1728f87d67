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

const COMPONENT = 'src/components/Page/Example/index.tsx';
const POPUP = 'src/components/Popups/SocialProof/index.tsx';
const fromData = 'Components do not import src/data';
const outsideLib = 'src/lib imports nothing outside src/lib';
const fromPlugins = 'src/ never imports plugins/';
const intoPages = 'plugins/ do not import src/pages or src/components';
const intoComponents = 'Schemas do not import src/components';

describe('given the layer rule in eslint.config.mjs', () => {
  // Loading the config, its plugins and the TypeScript parser takes seconds on a busy machine.
  beforeAll(() => layerErrors(COMPONENT, ''), 60_000);

  it('stops each import across a layer, even of a type, and lets the others through', async () => {
    const cases: [file: string, code: string, error: string | null][] = [
      [COMPONENT, importing('@site/src/data/content/testimonials.json'), fromData],
      [COMPONENT, importing('../../../data/popups/newHires'), fromData],
      [COMPONENT, importing('../Icon'), null],
      ['src/theme/Example/index.tsx', importing('@site/src/data/content/notices.json'), null],
      // The lazily loaded pop-up chunk carries its own entries.
      [POPUP, importing('@site/src/data/popups/newHires'), null],
      ...['@site/src/config/site', '../config/site', 'react', 'node:fs'].map(
        (source): [string, string, string] => ['src/lib/example.ts', importing(source), outsideLib],
      ),
      ['src/lib/example.ts', importing('./shuffleBag'), null],
      [
        'src/data/example.ts',
        "import type {Thing} from '@site/plugins/content-check/check';\n",
        fromPlugins,
      ],
      ['src/theme/Example/index.tsx', importing('../../../plugins/job-pages'), fromPlugins],
      [COMPONENT, importing('@site/plugins/social-cards/card'), fromPlugins],
      [POPUP, importing('@site/plugins/social-cards/card'), fromPlugins],
      [
        'src/data/schemas/example.ts',
        importing('../../components/Careers/opening'),
        intoComponents,
      ],
      [
        'src/data/schemas/example.ts',
        "import type {Props} from '@site/src/components/Page/Icon';\n",
        intoComponents,
      ],
      ['src/data/schemas/example.ts', importing('../../lib/openings'), null],
      ['plugins/example/index.ts', importing('../../src/data/schemas/careers'), null],
      ['plugins/example/index.ts', importing('../../src/components/Careers/opening'), intoPages],
      ['plugins/example/index.ts', importing('../../src/pages/employment/_opening'), intoPages],
    ];
    for (const [file, code, error] of cases) {
      const errors = await layerErrors(file, code);
      expect(errors, `${file}: ${code}`).toEqual(error ? [expect.stringContaining(error)] : []);
    }
  });
});
