/** The articles /blog lists, from their front matter (blog/*.md) and blog/authors.yml. */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {dateInWords, frontMatterOf, isoDateOf} from '../support/frontMatter';

// Docusaurus' own YAML parser (a dependency of @docusaurus/utils), which ships no types.
const yaml = createRequire(__filename)('js-yaml') as {load: (text: string) => unknown};
const AUTHORS = yaml.load(
  readFileSync(join(__dirname, '../../blog/authors.yml'), 'utf8'),
) as Record<string, {name: string}>;

function readArticle(name: string) {
  const file = `blog/${name}`;
  const data = frontMatterOf(file);
  const isoDate = isoDateOf(data.date);
  return {
    file,
    title: String(data.title),
    isoDate,
    /** As the page shows it in every time zone: Aug 25, 2025. */
    date: dateInWords(isoDate, 'short'),
    category: String(data.category),
    author: [data.authors]
      .flat()
      .map((key) => AUTHORS[String(key)].name)
      .join(', '),
    description: String(data.description),
    image: String(data.image),
    imageAlt: String(data.image_alt),
  };
}

/** Newest first. */
export const ARTICLES = readdirSync(join(__dirname, '../../blog'))
  .filter((file) => /\.mdx?$/.test(file))
  .map(readArticle)
  .sort((a, b) => b.isoDate.localeCompare(a.isoDate));
