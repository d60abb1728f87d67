import * as z from 'zod';
import {BLOG_CATEGORY_NAMES as SPEC_CATEGORIES} from '../../../src/data/blogCategories';
import {dataFile, type DataOf} from '../check';

const blogCategories = dataFile('blogCategories.json', {
  categories: z
    .array(z.string(), {error: 'must be a list'})
    .refine((categories) => categories.join('\n') === SPEC_CATEGORIES.join('\n'), {
      error: `must be exactly ${SPEC_CATEGORIES.join(', ')}, in that order`,
      params: {rule: 'wording'},
    })
    .meta({title: 'Categories', minItems: 5, maxItems: 5}),
});

export type BlogCategoriesData = DataOf<typeof blogCategories>;
export default blogCategories;
