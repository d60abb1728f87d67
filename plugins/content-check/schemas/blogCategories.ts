import * as z from 'zod';
import * as blogCategories from '../../../src/data/blogCategories';
import {contentModule} from '../check';

// SPEC section 6 names the blog sidebar's categories, in this order.
const SPEC_CATEGORIES = ['Productivity', 'Well-being', 'Culture', 'Language', 'Collaboration'];

export default contentModule('blogCategories.ts', blogCategories, {
  BLOG_CATEGORIES: z
    .array(z.string(), {error: 'must be a list'})
    .refine((categories) => categories.join('\n') === SPEC_CATEGORIES.join('\n'), {
      error: `must be exactly ${SPEC_CATEGORIES.join(', ')}, in that order`,
    }),
});
