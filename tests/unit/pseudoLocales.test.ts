import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {jsonSchemaOf} from '@site/plugins/cms/fields';
import {CONTENT_MODULES} from '@site/plugins/content-check/modules';
import {
  pseudoAuthors,
  pseudoData,
  pseudoMdx,
  pseudoMessage,
  pseudoText,
} from '@site/plugins/pseudo-locales/pseudo';

const ASCII_WORD = /[A-Za-z]{3,}/;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('given a string of copy', () => {
  it('accents every letter, doubles a, e, i, o and u and brackets it', () => {
    expect(pseudoText('Meet Our Leadership', 'accented')).toBe('[Ḿḗḗḗḗŧ ǾǾŭŭř Ŀḗḗȧȧḓḗḗřşħīīƥ]');
  });

  it('runs it right to left with flipped letters', () => {
    expect(pseudoText('Stop showing these', 'bidi')).toBe('\u202eSʇod sɥoʍıuƃ ʇɥǝsǝ\u202c');
  });

  it('keeps placeholders, addresses, plural forms and text without letters', () => {
    expect(pseudoText('Email {address} or https://t.me/x', 'accented')).toContain('{address}');
    expect(pseudoText('write to hello@talentlane.example', 'bidi')).toContain(
      'hello@talentlane.example',
    );
    expect(pseudoMessage('1 paragraph|{count} paragraphs', 'accented').split('|')).toHaveLength(2);
    expect(pseudoText('5,000+', 'accented')).toBe('5,000+');
  });
});

describe('given an MDX page', () => {
  const page = [
    '---',
    'title: About Us',
    'description: Why we work the way',
    '  we do.',
    'hide_table_of_contents: true',
    '---',
    '',
    "import {Section} from '@site/src/components/Page/Section';",
    '',
    '<Section title="Our Mission" muted>',
    '',
    'We pay [within 12 hours](/rules#payments).',
    '',
    '</Section>',
    '',
    '## Information We Collect {/* #information-we-collect */}',
    '',
  ].join('\n');
  const pseudo = pseudoMdx(page, 'accented');

  it('pseudo-localises the prose, the visible props and the front matter', () => {
    expect(pseudo).not.toMatch(/About Us|Our Mission|We pay|within|Information/);
    expect(pseudo).toMatch(/^title: "\[/m);
    expect(pseudo).toMatch(/^description: "\[.*we do|^description: "\[/m);
  });

  it('keeps imports, JSX, link targets, heading ids and the other front matter', () => {
    expect(pseudo).toContain("import {Section} from '@site/src/components/Page/Section';");
    expect(pseudo).toContain('(/rules#payments)');
    expect(pseudo).toContain('{/* #information-we-collect */}');
    expect(pseudo).toContain('hide_table_of_contents: true');
    expect(pseudo).toContain(' muted>');
  });

  it('gives a section the id of its English title, so links to it still land', () => {
    expect(pseudo).toContain('id="our-mission"');
  });
});

describe('given copy written in JavaScript inside an MDX page', () => {
  const page = [
    '<Section title="Get in Touch" intro={<>Read our <Link to="/rules">work rules</Link>.</>}>',
    '  <CardList',
    '    items={[',
    '      {',
    "        icon: 'mail',",
    "        title: 'Careers',",
    '        description: <>',
    '          <p>Send your resume.</p>',
    '          <MailLink to="careers" subject="Application: freelance work" />',
    '        </>,',
    '      },',
    '    ]}',
    '  />',
    '</Section>',
    '',
  ].join('\n');
  const pseudo = pseudoMdx(page, 'accented');

  it('pseudo-localises the text between tags, visible props and visible keys', () => {
    for (const english of [
      'Get in Touch',
      'Read our',
      'work rules',
      'Careers',
      'Send your',
      'freelance work',
    ]) {
      expect(pseudo).not.toContain(english);
    }
  });

  it('keeps the code: icons, link targets and tags', () => {
    expect(pseudo).toContain("icon: 'mail'");
    expect(pseudo).toContain('<Link to="/rules">');
    expect(pseudo).toContain('<MailLink to="careers" subject="[');
  });
});

describe('given the blog authors', () => {
  it('pseudo-localises names and titles, not the keys', () => {
    const yaml = 'mei-lin-tan:\n  name: Mei Lin Tan\n  title: Senior Project Manager\n';
    const pseudo = pseudoAuthors(yaml, 'accented');
    expect(pseudo).toContain('mei-lin-tan:');
    expect(pseudo.replace('mei-lin-tan', '').replace(/name|title/g, '')).not.toMatch(ASCII_WORD);
  });
});

describe('given a data file and its schema', () => {
  it('pseudo-localises the copy, not icons, routes, dates or letterless figures', () => {
    const schema = {
      type: 'object',
      properties: {
        icon: {type: 'string', enum: ['users']},
        to: {type: 'string'},
        date: {type: 'string', format: 'date'},
        value: {type: 'string'},
        label: {type: 'string'},
      },
    };
    const data = {
      icon: 'users',
      to: '/about',
      date: '2025-10-01',
      value: '5,000+',
      label: 'Freelancers Hired',
    };
    expect(pseudoData(data, schema, 'accented')).toEqual({
      ...data,
      label: pseudoText('Freelancers Hired', 'accented'),
    });
  });
});

describe("given the site's data files and their schemas", () => {
  /** A string a visitor reads: not a route, nor a code in capitals (an enum such as "CONTRACTOR"). */
  const isCopy = (text: string) =>
    ASCII_WORD.test(text) && !text.startsWith('/') && text !== text.toUpperCase();

  // Fields that name code, not copy: an icon, a page's slug or route, an address.
  const CODE_FIELDS = ['icon', 'slug', 'to', 'telegram'];

  /** Each string of copy in `english` that `pseudo` kept word for word, by its path in the file. */
  function keptWords(english: unknown, pseudo: unknown, path: string): string[] {
    if (CODE_FIELDS.includes(path.slice(path.lastIndexOf('.') + 1))) return [];
    if (typeof english === 'string') {
      return english === pseudo && isCopy(english) ? [`${path}: "${english}"`] : [];
    }
    if (typeof english !== 'object' || english === null) return [];
    return Object.entries(english).flatMap(([key, value]) =>
      keptWords(value, (pseudo as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }

  /** Each JSON data file, in English and in en-XA. */
  const files = CONTENT_MODULES.filter((module) => module.file.endsWith('.json')).map((module) => {
    const english: unknown = JSON.parse(
      readFileSync(join(ROOT, 'src/data/content', module.file), 'utf8'),
    );
    return {
      file: module.file,
      english,
      pseudo: pseudoData(english, jsonSchemaOf(module.schema), 'accented'),
    };
  });

  it('pseudo-localises every string of words', () => {
    const kept = files.flatMap(({file, english, pseudo}) => keptWords(english, pseudo, file));
    expect(kept).toEqual([]);
  });

  // SPEC: en-XA is ~35 % longer, as a German or French translation would be.
  it('makes their copy about 35 % longer', () => {
    let english = 0;
    let pseudo = 0;
    const add = (before: unknown, after: unknown): void => {
      if (typeof before === 'string' && before !== after) {
        english += before.length;
        pseudo += String(after).length;
      } else if (before && typeof before === 'object') {
        for (const [key, value] of Object.entries(before)) {
          add(value, (after as Record<string, unknown>)[key]);
        }
      }
    };
    for (const {english: before, pseudo: after} of files) add(before, after);
    expect(english).toBeGreaterThan(10_000);
    expect(pseudo / english).toBeGreaterThan(1.33);
    expect(pseudo / english).toBeLessThan(1.43);
  });
});
