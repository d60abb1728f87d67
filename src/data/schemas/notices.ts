import * as z from 'zod';
import {dataSchema, fieldsError, text} from './blocks';

// SPEC section 7 gives both titles and the feature notice's text word for word
// (tests/unit/data/specWording.test.ts).
const notices = dataSchema({
  pageNotAvailable: z
    .strictObject(
      {
        title: text({max: 40}),
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
        title: text({max: 40}),
        description: text({max: 160}),
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
