import * as z from 'zod';
import {dataSchema, list} from './blocks';

const path = z.string({error: 'must be a path such as "/about"'}).regex(/^\/[a-z-]*$/, {
  error: 'must be a path such as "/about": lower case, words joined by "-"',
});

/** The route list in src/data/routes.ts. */
export default dataSchema({
  ROUTES: list('route', path, {distinct: true}),
});
