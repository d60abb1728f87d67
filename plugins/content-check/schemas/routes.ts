import * as z from 'zod';
import {ROUTES} from '../../../src/data/routes';
import {checked} from '../check';
import {across, distinct, list} from '../rules';

const path = z.string({error: 'must be a path such as "/about"'}).regex(/^\/[a-z-]*$/, {
  error: 'must be a path such as "/about": lower case, words joined by "-"',
});

// The routes are code (each is a file in src/pages), but checked like the data.
export default checked(
  'routes.ts',
  {data: {ROUTES}},
  {
    ROUTES: across(list('route', path, {count: 16}), (entries, report) =>
      distinct(entries, 'route', (route) => route, report),
    ),
  },
);
