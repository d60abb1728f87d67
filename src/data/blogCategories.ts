import type {BlogCategoriesData} from '@site/plugins/content-check/schemas/blogCategories';
import raw from './content/blogCategories.json';

/**
 * The categories' English names, in the sidebar's order (SPEC section 6): an article's front
 * matter names its category by one of them, in every language.
 */
export const BLOG_CATEGORY_NAMES = [
  'Productivity',
  'Well-being',
  'Culture',
  'Language',
  'Collaboration',
] as const;

/** The blog's categories in the page's language, in the sidebar's order. */
export const BLOG_CATEGORIES = (raw as BlogCategoriesData).categories;

/**
 * The category a front matter names, in the page's language: a translated list keeps the order,
 * and English's is the names themselves (its schema says so).
 */
export function categoryLabel(name: string): string {
  const index = (BLOG_CATEGORY_NAMES as readonly string[]).indexOf(name);
  return BLOG_CATEGORIES[index] ?? name;
}
