import stylelint from 'stylelint';

const RULE = 'declaration-property-unit-disallowed-list';

/** The project's own .stylelintrc.json on `code` as the file `path`: each warning's rule and property. */
async function lint(path: string, code: string) {
  const {results} = await stylelint.lint({code, codeFilename: path});
  return results[0].warnings.map(({rule, text}) => `${rule} ${text}`);
}

it('rejects px in font sizes, spacing and line heights, naming the tokens to use; allows it in borders and media queries', async () => {
  const code = `.card {
  font: 600 1rem/20px sans-serif;
  padding: 12px;
  font-size: 14px;
  gap: 8px;
  margin-block-end: 24px;
  width: 1px;
  border: 1px solid var(--color-border);
  outline: 3px solid var(--color-brand);
  outline-offset: 2px;
  box-shadow: inset 0 0 0 2px var(--color-accent);
  row-gap: 4px;
  line-height: 22px;
}

@media (width >= 700px) {
  .card {
    padding: var(--space-xs);
  }
}
`;
  const warnings = await lint('src/components/X/Y/styles.module.css', code);
  expect(warnings.map((warning) => warning.split('"')[1]).sort()).toEqual(
    'font font-size gap line-height margin-block-end padding row-gap'.split(' '),
  );
  expect(warnings.every((warning) => warning.startsWith(RULE))).toBe(true);
  expect(warnings).toContainEqual(expect.stringMatching(/"padding" takes no px .*--space-\*/));
  expect(warnings).toContainEqual(expect.stringMatching(/"font-size" takes no px .*--step-\*/));
  expect(await lint('src/theme/X/styles.module.css', '.a {\n  margin: 8px;\n}\n')).toEqual([
    expect.stringContaining(`${RULE} "margin"`),
  ]);
}, 60_000); // loading stylelint-config-standard takes a few seconds on a busy machine
