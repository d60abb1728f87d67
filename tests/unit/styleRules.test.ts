import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import stylelint from 'stylelint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'declaration-property-unit-disallowed-list';

/** The project's own .stylelintrc.json, run on `code` as if it were the file at `path`. */
async function lint(path: string, code: string) {
  const {results} = await stylelint.lint({
    code,
    codeFilename: join(ROOT, path),
    configFile: join(ROOT, '.stylelintrc.json'),
    cwd: ROOT,
  });
  return results[0].warnings.map(({rule, text}) => ({rule, text}));
}

const COMPONENT = 'src/components/X/Y/styles.module.css';

describe('given the rule that keeps raw px font sizes and spacing out of component CSS', () => {
  // Loading stylelint-config-standard takes a few seconds on a busy machine.
  beforeAll(() => lint(COMPONENT, ''), 60_000);

  it('rejects a px font size and a px padding, naming the property and the tokens to use', async () => {
    const warnings = await lint(COMPONENT, '.card {\n  padding: 12px;\n  font-size: 14px;\n}\n');
    expect(warnings).toEqual([
      {rule: RULE, text: expect.stringMatching(/^"padding" takes no px .*--space-\*/)},
      {rule: RULE, text: expect.stringMatching(/^"font-size" takes no px .*--step-\*/)},
    ]);
  });

  it('rejects px in margins, gaps, line heights and the font shorthand too', async () => {
    const code = [
      '.card {',
      '  gap: 8px;',
      '  margin-block-end: 24px;',
      '  font: 600 1rem/20px sans-serif;',
      '}',
      '',
      '.list {',
      '  row-gap: 4px;',
      '  line-height: 22px;',
      '}',
      '',
    ].join('\n');
    const properties = (await lint(COMPONENT, code)).map(({text}) => text.split('"')[1]);
    expect(properties).toEqual(['gap', 'margin-block-end', 'font', 'row-gap', 'line-height']);
  });

  it('accepts the same declarations written with tokens', async () => {
    const code =
      '.card {\n  padding: var(--space-xs);\n  font-size: var(--step--1);\n  gap: var(--space-2xs);\n}\n';
    expect(await lint(COMPONENT, code)).toEqual([]);
  });

  it('leaves borders, outlines, shadows, hairlines and media queries in px alone', async () => {
    const code = [
      '.card {',
      '  width: 1px;',
      '  border: 1px solid var(--color-border);',
      '  outline: 3px solid var(--color-brand);',
      '  outline-offset: 2px;',
      '  box-shadow: inset 0 0 0 2px var(--color-accent);',
      '}',
      '',
      '@media (width >= 700px) {',
      '  .card {',
      '    padding: 0;',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(await lint(COMPONENT, code)).toEqual([]);
  });

  it('covers the swizzled theme components as well', async () => {
    const warnings = await lint('src/theme/X/styles.module.css', '.a {\n  margin: 8px;\n}\n');
    expect(warnings.map(({rule}) => rule)).toEqual([RULE]);
  });
});
