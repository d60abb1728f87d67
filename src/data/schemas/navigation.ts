import * as z from 'zod';
import {ROUTES} from '../routes';
import {across, dataSchema, distinct, fieldsError, list, text} from './blocks';

// The footer links every page but these once, so no page is orphaned.
const NOT_IN_FOOTER = ['/', '/rules', '/contact'];

const link = z.strictObject(
  {
    label: text({max: 40}),
    to: z.enum(ROUTES, {error: "must be one of the site's routes in src/data/routes.ts"}),
  },
  fieldsError,
);

const column = z.strictObject({title: text({max: 30}), links: list('link', link, {})}, fieldsError);

const navigation = dataSchema({
  tagline: text({
    max: 60,
    pattern: [/[^.!?]$/, 'must not end with a full stop: the footer adds one'],
  }).meta({
    title: 'Tagline',
    description: "The home page's title and the footer's first sentence.",
  }),
  // SPEC section 5: nine pages; Contact Us stands apart.
  menu: list('link', link, {count: 9, unique: ['to']}).meta({title: 'Menu'}),
  contact: link
    .extend({to: z.literal('/contact', {error: 'must be "/contact"'})})
    .meta({title: 'Contact link'}),
  footer: across(list('footer column', column, {}), (columns, report) => {
    const linked = columns.flatMap((entry) => entry.links.map((target) => target.to));
    const wanted = ROUTES.filter((route) => !NOT_IN_FOOTER.includes(route));
    const missing = wanted.filter((route) => !linked.includes(route));
    const extra = linked.filter((route) => !wanted.includes(route));
    if (missing.length > 0) report(`should also link ${missing.join(', ')}`);
    if (extra.length > 0) report(`should not link ${extra.join(', ')}`);
    distinct(
      linked,
      'link to',
      (route) => route,
      (message) => report(message),
    );
  }).meta({title: 'Footer columns'}),
});

export type NavigationData = z.infer<typeof navigation>;
export default navigation;
