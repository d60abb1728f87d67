import * as z from 'zod';
import {across, dataSchema, distinct, list} from './blocks';

const path = z.string({error: 'must be a path such as "/about"'}).regex(/^\/[a-z-]*$/, {
  error: 'must be a path such as "/about": lower case, words joined by "-"',
});

/** The route list in src/data/routes.ts. */
export default dataSchema({
  ROUTES: across(list('route', path, {}), (entries, report) =>
    distinct(entries, 'route', (route) => route, report),
  ),
});
