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

  it('rejects px in font sizes, spacing and line heights, naming the property and the tokens to use', async () => {
    const code = `.card {
  padding: 12px;
  font-size: 14px;
  gap: 8px;
  margin-block-end: 24px;
}

.list {
  font: 600 1rem/20px sans-serif;
  row-gap: 4px;
  line-height: 22px;
}
`;
    const warnings = await lint(COMPONENT, code);
    expect(warnings).toEqual(
      expect.arrayContaining([
        {rule: RULE, text: expect.stringMatching(/^"padding" takes no px .*--space-\*/)},
        {rule: RULE, text: expect.stringMatching(/^"font-size" takes no px .*--step-\*/)},
      ]),
    );
    const properties = 'padding font-size gap margin-block-end font row-gap line-height'.split(' ');
    expect(warnings.map(({rule, text}) => `${rule} ${text.split('"')[1]}`).sort()).toEqual(
      properties.map((property) => `${RULE} ${property}`).sort(),
    );
  });

  it('accepts tokens, and px in borders, outlines, shadows, hairlines and media queries', async () => {
    const code = `.card {
  padding: var(--space-xs);
  font-size: var(--step--1);
  gap: var(--space-2xs);
  width: 1px;
  border: 1px solid var(--color-border);
  outline: 3px solid var(--color-brand);
  outline-offset: 2px;
  box-shadow: inset 0 0 0 2px var(--color-accent);
}

@media (width >= 700px) {
  .card {
    padding: 0;
  }
}
`;
    expect(await lint(COMPONENT, code)).toEqual([]);
  });

  it('covers the swizzled theme components as well', async () => {
    const warnings = await lint('src/theme/X/styles.module.css', '.a {\n  margin: 8px;\n}\n');
    expect(warnings.map(({rule}) => rule)).toEqual([RULE]);
  });
});
