import * as z from 'zod';
import {dataSchema, fieldsError, text} from './blocks';

// SPEC section 7 gives both titles and the feature notice's text word for word.
const notices = dataSchema({
  pageNotAvailable: z
    .strictObject(
      {
        title: z.literal('Page Not Available', {error: 'must be "Page Not Available"'}),
        description: text({max: 160}),
      },
      fieldsError,
    )
    .meta({
      title: 'Page not available',
      description: 'Raised by "Meet Our Leadership" on /investors.',
    }),
  featureNotAvailable: z
    .strictObject(
      {
        title: z.literal('Feature Not Available', {error: 'must be "Feature Not Available"'}),
        description: z.literal(
          "This feature hasn't been created yet, but you can request it in your next prompt.",
          {error: 'must be the sentence SPEC section 7 gives'},
        ),
      },
      fieldsError,
    )
    .meta({title: 'Feature not available', description: 'Raised by the blog’s links.'}),
  chatUnavailable: z
    .strictObject(
      {
        title: text({max: 40}),
        description: text({
          max: 200,
          pattern: [/\{address\}/, 'must name the address to write to as {address}'],
        }),
      },
      fieldsError,
    )
    .meta({
      title: 'Chat unavailable',
      description:
        'Raised when the chat cannot open; {address} becomes the general e-mail address.',
    }),
});

export type NoticesData = z.infer<typeof notices>;
export default notices;
