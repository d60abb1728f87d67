import type {BlogCategoriesData} from '@site/plugins/content-check/schemas/blogCategories';
import raw from './content/blogCategories.json';

/** The blog's categories, in the sidebar's order; each article's front matter names one. */
export const BLOG_CATEGORIES = (raw as BlogCategoriesData).categories;
