import {FrontMatterError, validateFrontMatter} from '@site/plugins/content-check/frontMatter';
import blogCategories from '@site/src/data/content/blogCategories.json';

const BLOG_CATEGORIES = blogCategories.categories;

const LEGAL_FILE = '/site/legal/terms-of-service.mdx';
const BLOG_FILE = '/site/blog/2025-08-25-time-blocking-for-freelancers.md';

const LEGAL = {
  title: 'Terms of Service',
  description: 'The terms for using the website.',
  effective_date: '2025-10-01',
};

const BLOG = {
  title: 'Time Blocking for Freelancers',
  description: 'Plan a week of client work in blocks.',
  image: 'https://images.unsplash.com/photo-1?w=1200',
  image_alt: 'A paper planner on a desk',
  date: '2025-08-25',
  category: 'Productivity',
  authors: 'amara',
};

/** Runs the validator and returns the message it failed with. */
function errorFor(fm: Record<string, unknown>, filePath: string): string {
  try {
    validateFrontMatter(fm, filePath);
  } catch (error) {
    expect(error).toBeInstanceOf(FrontMatterError);
    return (error as Error).message;
  }
  throw new Error(`expected the front matter of ${filePath} to be rejected`);
}

describe('given a legal text', () => {
  it('accepts complete front matter, with the date quoted or as a YAML date', () => {
    expect(() => validateFrontMatter(LEGAL, LEGAL_FILE)).not.toThrow();
    const yamlDate = {...LEGAL, effective_date: new Date(Date.UTC(2025, 9, 1))};
    expect(() => validateFrontMatter(yamlDate, LEGAL_FILE)).not.toThrow();
  });

  it('names the file and effective_date when the date is missing', () => {
    const fm: Record<string, unknown> = {...LEGAL};
    delete fm.effective_date;
    const message = errorFor(fm, LEGAL_FILE);
    expect(message).toContain(LEGAL_FILE);
    expect(message).toContain('"effective_date"');
    expect(message).toContain('YYYY-MM-DD');
  });

  it.each(['2025-02-30', 'October 1', '2025-13-01', '1/10/2025'])(
    'names the file, the field and the value when effective_date is %j',
    (value) => {
      const message = errorFor({...LEGAL, effective_date: value}, LEGAL_FILE);
      expect(message).toContain(LEGAL_FILE);
      expect(message).toContain('"effective_date"');
      expect(message).toContain(JSON.stringify(value));
    },
  );

  it.each(['title', 'description'])('names the file and %s when it is missing', (field) => {
    const message = errorFor({...LEGAL, [field]: undefined}, LEGAL_FILE);
    expect(message).toContain(LEGAL_FILE);
    expect(message).toContain(`"${field}"`);
  });

  it.each([
    ['slug', '/terms'],
    ['id', 'terms-of-service'],
  ])('refuses %s in the front matter, saying the address is the file name', (field, value) => {
    const message = errorFor({...LEGAL, [field]: value}, LEGAL_FILE);
    expect(message).toBe(
      `${LEGAL_FILE}: front matter field "${field}" is not read: a policy's address is its ` +
        "file's name (legal/privacy-policy.mdx is /privacy-policy); delete the line",
    );
  });

  it('treats a blank title as missing', () => {
    expect(errorFor({...LEGAL, title: '   '}, LEGAL_FILE)).toContain('"title"');
  });

  it('checks Windows paths too', () => {
    const file = 'C:\\site\\legal\\privacy-policy.mdx';
    expect(errorFor({...LEGAL, title: undefined}, file)).toContain(file);
  });
});

describe('given a blog article', () => {
  it('accepts complete front matter', () => {
    expect(() => validateFrontMatter(BLOG, BLOG_FILE)).not.toThrow();
  });

  it('names the file and lists the allowed categories when the category is unknown', () => {
    const message = errorFor({...BLOG, category: 'Wellness'}, BLOG_FILE);
    expect(message).toContain(BLOG_FILE);
    expect(message).toContain('"category"');
    expect(message).toContain('"Wellness"');
    for (const category of BLOG_CATEGORIES) expect(message).toContain(category);
  });

  it('names the file and the date when the date is not real', () => {
    const message = errorFor({...BLOG, date: '2025-02-30'}, BLOG_FILE);
    expect(message).toContain(BLOG_FILE);
    expect(message).toContain('"date"');
  });

  it.each([
    ['image', 'https://example.com/photo.jpg', 'must be an https://images.unsplash.com/ URL'],
    ['authors', undefined, 'is missing (use a key from blog/authors.yml)'],
    ['authors', [], 'is missing (use a key from blog/authors.yml)'],
  ])('names the file and %s when it is %j', (field, value, problem) => {
    expect(errorFor({...BLOG, [field]: value}, BLOG_FILE)).toBe(
      `${BLOG_FILE}: front matter field "${field}" ${problem}`,
    );
  });
});

describe("given a language's copy of an article, a legal text or a page", () => {
  // Where `npm run write-translations` and a translator put them (docs/translating.md).
  const TRANSLATED = {
    blog: '/site/i18n/fr/docusaurus-plugin-content-blog/2025-08-25-time-blocking-for-freelancers.md',
    legal: '/site/i18n/fr/docusaurus-plugin-content-pages-legal/terms-of-service.mdx',
    page: '/site/i18n/fr/docusaurus-plugin-content-pages/about.mdx',
  };

  it('accepts a translated article whose fields follow the English rules', () => {
    const fr = {...BLOG, title: 'Bloquer son temps', description: 'Une semaine en blocs.'};
    expect(() => validateFrontMatter(fr, TRANSLATED.blog)).not.toThrow();
  });

  it('refuses a category translated by mistake, naming the file and the field', () => {
    const message = errorFor({...BLOG, category: 'Productivité'}, TRANSLATED.blog);
    expect(message).toContain(TRANSLATED.blog);
    expect(message).toContain('"category"');
    expect(message).toContain('Productivité');
  });

  it('refuses a translated article without its image text or with a date in words', () => {
    const fm: Record<string, unknown> = {...BLOG, date: '25 août 2025'};
    delete fm.image_alt;
    const message = errorFor(fm, TRANSLATED.blog);
    expect(message).toContain(`${TRANSLATED.blog}: front matter field "image_alt"`);
    expect(message).toContain(`${TRANSLATED.blog}: front matter field "date"`);
  });

  it("holds a translated legal text and page to their folders' rules", () => {
    expect(errorFor({...LEGAL, effective_date: '1 octobre 2025'}, TRANSLATED.legal)).toContain(
      '"effective_date"',
    );
    expect(errorFor({title: 'À propos'}, TRANSLATED.page)).toContain('"description"');
  });

  it("holds a language's description to 160 characters, and a pseudo-locale's only to being there", () => {
    const long = {title: 'À propos', description: 'é'.repeat(199)};
    expect(errorFor(long, TRANSLATED.page)).toContain('"description" is 199 characters long');
    for (const locale of ['en-XA', 'ar-XB']) {
      const pseudo = TRANSLATED.page.replace('/fr/', `/${locale}/`);
      expect(() => validateFrontMatter(long, pseudo)).not.toThrow();
      expect(errorFor({title: '[À propos]'}, pseudo)).toContain('"description"');
    }
  });
});

describe('given a marketing page', () => {
  const PAGE_FILE = '/site/src/pages/about.mdx';

  it('accepts a title and a description: the page’s <title> and meta description', () => {
    const fm = {
      title: 'About Us',
      description: 'Why we work as we do.',
      hide_table_of_contents: true,
    };
    expect(() => validateFrontMatter(fm, PAGE_FILE)).not.toThrow();
  });

  it.each(['title', 'description'])('names the file and %s when it is missing', (field) => {
    const message = errorFor({title: 'About Us', description: 'Why.', [field]: ''}, PAGE_FILE);
    expect(message).toBe(`${PAGE_FILE}: front matter field "${field}" is missing or empty`);
  });

  it('takes a description of 160 characters and refuses one of 161, naming the file and the field', () => {
    const fm = (length: number) => ({title: 'About Us', description: 'a'.repeat(length)});
    expect(() => validateFrontMatter(fm(160), PAGE_FILE)).not.toThrow();
    expect(errorFor(fm(161), PAGE_FILE)).toBe(
      `${PAGE_FILE}: front matter field "description" is 161 characters long; keep it to 160, what search results show`,
    );
    // A blog article's excerpt is its description: the same limit.
    expect(errorFor({...BLOG, description: 'a'.repeat(300)}, BLOG_FILE)).toContain(
      'front matter field "description" is 300 characters long',
    );
  });
});

describe('given front matter with several mistakes', () => {
  it('lists every one, a line each', () => {
    const message = errorFor(
      {...BLOG, title: undefined, category: 'Wellness', authors: [], date: '2025-02-30'},
      BLOG_FILE,
    );
    expect(message.split('\n')).toEqual([
      `${BLOG_FILE}: front matter field "title" is missing or empty`,
      `${BLOG_FILE}: front matter field "date" is "2025-02-30", which is not a real date written as YYYY-MM-DD`,
      `${BLOG_FILE}: front matter field "category" is "Wellness"; use one of ${BLOG_CATEGORIES.join(', ')}`,
      `${BLOG_FILE}: front matter field "authors" is missing (use a key from blog/authors.yml)`,
    ]);
  });
});

describe('given any other file', () => {
  it('applies none of these rules', () => {
    expect(() => validateFrontMatter({}, '/site/src/pages/index.tsx')).not.toThrow();
    expect(() => validateFrontMatter({}, '/site/docs/notes.md')).not.toThrow();
  });
});
