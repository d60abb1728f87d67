import {ESLint} from 'eslint';

const importing = (source: string) =>
  `import {thing} from '${source}';\n\nexport const used = thing;\n`;

const COMPONENT = 'src/components/Page/Example/index.tsx';
const POPUP = 'src/components/Popups/SocialProof/index.tsx';
const fromData = 'Components do not import src/data';
const outsideLib = 'src/lib imports nothing outside src/lib';
const fromPlugins = 'src/ never imports plugins/';
const intoPages = 'plugins/ do not import src/pages or src/components';
const intoComponents = 'Schemas do not import src/components';

it('the layer rule stops each import across a layer, even of a type, and lets the others through', async () => {
  const SCHEMA = 'src/data/schemas/example.ts';
  const PLUGIN = 'plugins/example/index.ts';
  const LIB = 'src/lib/example.ts';
  const THEME = 'src/theme/Example/index.tsx';
  const typeImport = "import type {Thing} from '@site/plugins/content-check/check';\n";
  const outside = ['@site/src/config/site', '../config/site', 'react', 'node:fs'];
  type Case = [file: string, code: string, error: string | null];
  // prettier-ignore
  const cases: Case[] = [
      [COMPONENT, importing('@site/src/data/content/testimonials.json'), fromData],
      [COMPONENT, importing('../../../data/popups/newHires'), fromData],
      [COMPONENT, importing('../Icon'), null],
      [THEME, importing('@site/src/data/content/notices.json'), null],
      // The lazily loaded pop-up chunk carries its own entries.
      [POPUP, importing('@site/src/data/popups/newHires'), null],
      ...outside.map((source): Case => [LIB, importing(source), outsideLib]),
      [LIB, importing('./shuffleBag'), null],
      ['src/data/example.ts', typeImport, fromPlugins],
      [THEME, importing('../../../plugins/job-pages'), fromPlugins],
      [COMPONENT, importing('@site/plugins/social-cards/card'), fromPlugins],
      [POPUP, importing('@site/plugins/social-cards/card'), fromPlugins],
      [SCHEMA, importing('../../components/Careers/opening'), intoComponents],
      [SCHEMA, "import type {Props} from '@site/src/components/Page/Icon';\n", intoComponents],
      [SCHEMA, importing('../../lib/openings'), null],
      [PLUGIN, importing('../../src/data/schemas/careers'), null],
      [PLUGIN, importing('../../src/components/Careers/opening'), intoPages],
      [PLUGIN, importing('../../src/pages/employment/_opening'), intoPages],
    ];
  // The project's own eslint.config.mjs, run on snippets as if they were files in the tree.
  const eslint = new ESLint();
  for (const [file, code, error] of cases) {
    const [result] = await eslint.lintText(code, {filePath: file});
    const errors = result.messages
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);
    expect(errors, `${file}: ${code}`).toEqual(error ? [expect.stringContaining(error)] : []);
  }
}, 60_000); // the config, its plugins and the parser load, then 20 lints: seconds when busy
