import {inlineTranslations} from '@site/plugins/inline-translations/transform';

const inline = (source: string, translations = {}) =>
  inlineTranslations(
    `import Translate, {translate} from '@docusaurus/Translate';\n${source}`,
    'x.tsx',
    translations,
  ).code;

describe('given the build-time translations', () => {
  it('writes a message as plain JSX text in the parent, with its values, and drops the import', () => {
    const code = inline(
      'const a = <p><Translate id="f" description="d" values={{city}}>{"In {city}."}</Translate></p>;',
    );
    expect(code).toContain('<p>{"In "}{city}{"."}</p>');
    expect(code).not.toContain('@docusaurus/Translate');
    expect(code).not.toContain('description');
  });

  it('writes translate() as a string, or a template with its values', () => {
    expect(inline("const a = translate({id: 'x', message: 'Blog'});")).toContain(
      'const a = "Blog"',
    );
    expect(inline("const a = translate({id: 'x', message: 'Version {n}'}, {n});")).toContain(
      'const a = `Version ${n}`',
    );
  });

  it("uses the locale's translation of the id", () => {
    const code = inline("const a = translate({id: 'x', message: 'Blog'});", {x: '[Ɓŀǿǿɠ]'});
    expect(code).toContain('"[Ɓŀǿǿɠ]"');
  });

  it('resolves a <Translate> inside another one’s values', () => {
    const code = inline(
      '<span><Translate values={{at: <Translate values={{d: <b>1</b>}}>{" on {d}"}</Translate>}}>{"Updated{at}"}</Translate></span>;',
    );
    expect(code).toContain('<span>{"Updated"}{" on "}{<b>1</b>}</span>');
  });

  it('leaves a message built at run time to Docusaurus', () => {
    const code = inline('const a = translate({id: name, message: text});');
    expect(code).toContain('translate({');
    expect(code).toContain('@docusaurus/Translate');
  });
});
