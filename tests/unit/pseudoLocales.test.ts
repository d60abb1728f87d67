import {readFileSync} from 'node:fs';
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

it('pseudo-localises copy: accents and doubled vowels in brackets, or right to left, keeping what is not words', () => {
  expect(pseudoText('Meet Our Leadership', 'accented')).toBe('[Ḿḗḗḗḗŧ ǾǾŭŭř Ŀḗḗȧȧḓḗḗřşħīīƥ]');
  expect(pseudoText('Stop showing these', 'bidi')).toBe('\u202eSʇod sɥoʍıuƃ ʇɥǝsǝ\u202c');
  expect(pseudoText('Email {address} or https://t.me/x', 'accented')).toContain('{address}');
  const mail = 'hello@talentlane.example';
  expect(pseudoText(`write to ${mail}`, 'bidi')).toContain(mail);
  expect(pseudoMessage('1 paragraph|{count} paragraphs', 'accented').split('|')).toHaveLength(2);
  expect(pseudoText('5,000+', 'accented')).toBe('5,000+');
});

// Its prose, titles, props and keys: pseudo-locales.spec.ts; its links, icons and section ids: the build.
it('pseudo-localises an MDX page’s folded description and a mail link’s subject, not its code', () => {
  const page = `---
description: Why we work the way
  we do.
hide_table_of_contents: true
---

import {Section} from '@site/src/components/Page/Section';

## Information We Collect {/* #information-we-collect */}

<Section muted intro={<MailLink to="careers" subject="Application: freelance work" />}>

We pay [within 12 hours](/rules#payments). <MailLink to="general" subject="Hi from a reader" />

</Section>
`;
  const pseudo = pseudoMdx(page, 'accented');
  expect(pseudo).not.toMatch(/we do|freelance work|from a reader/);
  expect(pseudo).toMatch(/^description: "\[[^\n]*\]"$/m);
  for (const code of [
    "import {Section} from '@site/src/components/Page/Section';",
    '(/rules#payments)',
    '{/* #information-we-collect */}',
    'hide_table_of_contents: true',
    '<Section muted intro={<MailLink to="careers" subject="[',
    '<MailLink to="general" subject="[',
  ])
    expect(pseudo).toContain(code);
});

it('pseudo-localises the blog authors’ names and titles, not their keys', () => {
  const yaml = 'mei-lin-tan:\n  name: Mei Lin Tan\n  title: Senior Project Manager\n';
  const pseudo = pseudoAuthors(yaml, 'accented');
  expect(pseudo).toContain('mei-lin-tan:');
  expect(pseudo.replace('mei-lin-tan', '').replace(/name|title/g, '')).not.toMatch(ASCII_WORD);
});

// SPEC: en-XA is ~35 % longer, as a German or French translation would be.
it('pseudo-localises every string of words in the data files, making the copy about 35 % longer', () => {
  // Fields that name code, not copy: an icon, a page's slug or route, an address.
  const CODE_FIELDS = ['icon', 'slug', 'to', 'telegram'];
  /** Each string in `english` beside what `pseudo` made of it, by its path in the file. */
  const strings = (english: unknown, pseudo: unknown, path: string): [string, string, string][] => {
    if (typeof english === 'string') return [[path, english, String(pseudo)]];
    if (typeof english !== 'object' || english === null) return [];
    return Object.entries(english).flatMap(([key, value]) =>
      CODE_FIELDS.includes(key)
        ? []
        : strings(value, (pseudo as Record<string, unknown>)[key], `${path}.${key}`),
    );
  };
  const all = CONTENT_MODULES.filter(({file}) => file.endsWith('.json')).flatMap(
    ({file, schema}) => {
      const english: unknown = JSON.parse(readFileSync(`src/data/content/${file}`, 'utf8'));
      return strings(english, pseudoData(english, jsonSchemaOf(schema), 'accented'), file);
    },
  );
  // A string a visitor reads: not a route, nor a code in capitals (an enum such as "CONTRACTOR").
  const isCopy = (text: string) =>
    ASCII_WORD.test(text) && !text.startsWith('/') && text !== text.toUpperCase();
  const kept = all.filter(([, english, pseudo]) => english === pseudo && isCopy(english));
  expect(kept.map(([path, english]) => `${path}: "${english}"`)).toEqual([]);
  const changed = all.filter(([, english, pseudo]) => english !== pseudo);
  const length = (index: 1 | 2) => changed.reduce((sum, strings) => sum + strings[index].length, 0);
  expect(length(1)).toBeGreaterThan(10_000);
  expect(length(2) / length(1)).toBeGreaterThan(1.33);
  expect(length(2) / length(1)).toBeLessThan(1.43);
});
