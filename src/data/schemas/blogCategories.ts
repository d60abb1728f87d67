import type * as z from 'zod';
import {dataSchema, list, text} from './blocks';

/** An article's front matter names its category by its English name, in every language. */
const blogCategories = dataSchema({
  categories: list('category', text({max: 24}), {count: 5, distinct: true}).meta({
    title: 'Categories',
  }),
});

export type BlogCategoriesData = z.infer<typeof blogCategories>;
export default blogCategories;
