import * as z from 'zod';
import {linkProblem} from '../../config/site';
import {initialsOf} from '../../lib/initials';
import {across, cards, dataSchema, fieldsError, list, text} from './blocks';

/** A person's own Telegram address: https://t.me/ and a username of 5 to 32 letters, digits or _. */
const TELEGRAM_LINK = /^https:\/\/t\.me\/[A-Za-z0-9_]{5,32}$/;

const telegram = z
  .string({error: 'must be a link (text), or be left out'})
  .superRefine((value, context) => {
    const problem = linkProblem(value);
    const message = problem
      ? `must be ${problem}`
      : !TELEGRAM_LINK.test(value) && 'must be a Telegram link such as https://t.me/your_username';
    if (message) context.addIssue({code: 'custom', input: value, message});
  })
  .meta({
    pattern: TELEGRAM_LINK.source,
    patternError: 'must be a Telegram link such as https://t.me/your_username',
    description: 'Only one leader’s card has one.',
  });

/** A portrait served from static/img/team/, with its size so the page keeps its room for it. */
const photo = z.strictObject(
  {
    src: z
      .string({error: 'must be the path of an image in static/img/team'})
      .regex(/^\/img\/team\/[\w-]+\.(?:jpe?g|png|webp)$/, {
        error: 'must be the path of an image in static/img/team, like "/img/team/mei-lin.jpg"',
      })
      .meta({patternError: 'must be an image in static/img/team'}),
    width: z.number({error: 'must be the width in pixels'}).int().positive(),
    height: z.number({error: 'must be the height in pixels'}).int().positive(),
    alt: text({max: 120}),
  },
  fieldsError,
);

const member = across(
  z.strictObject(
    {
      name: text({max: 40}),
      title: text({max: 60}),
      description: text({min: 80, max: 320, sentences: 2}),
      imageText: text({max: 3}).meta({
        title: 'Initials',
        description: 'Shown in place of a photo: the initials of the name.',
      }),
      telegram: telegram.optional(),
      photo: photo.optional(),
    },
    fieldsError,
  ),
  ({name, imageText}, report) => {
    const initials = initialsOf(name);
    if (imageText !== initials) {
      report(
        `is "${imageText}", but it should be the initials "${initials}"`,
        ['imageText'],
        'wording',
      );
    }
  },
);

const leadership = dataSchema({
  team: across(list('entry', member, {count: 7, unique: ['name']}), (team, report) => {
    const linked = team.filter((entry) => entry.telegram).map((entry) => entry.name);
    if (linked.length !== 1) {
      report(`should give exactly one entry a telegram link (now: ${linked.join(', ') || 'none'})`);
    }
  }).meta({title: 'Team'}),
  philosophy: cards('philosophy item', 4).meta({title: 'Our Leadership Philosophy'}),
});

export type LeadershipData = z.infer<typeof leadership>;
export default leadership;
