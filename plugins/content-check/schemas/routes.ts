import * as z from 'zod';
import * as routes from '../../../src/data/routes';
import {contentModule} from '../check';
import {across, distinct, list} from '../rules';

const path = z.string({error: 'must be a path such as "/about"'}).regex(/^\/[a-z-]*$/, {
  error: 'must be a path such as "/about": lower case, words joined by "-"',
});

export default contentModule('routes.ts', routes, {
  ROUTES: across(list('route', path, {count: 16}), (entries, report) =>
    distinct(entries, 'route', (route) => route, report),
  ),
});
