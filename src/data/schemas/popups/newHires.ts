import * as z from 'zod';
import {newHireMessage} from '../../../lib/popupMessages';
import {across, dataSchema, distinct, fieldsError, KINDS, list, text} from '../blocks';
import {FIRST_NAME, MAX_MESSAGE, tooLong} from './popupRules';

const firstName = text({
  max: 14,
  pattern: [FIRST_NAME, 'must be a first name only, capitalised'],
});

/** A country and the first names of the people who joined from it. */
const country = across(
  z.strictObject(
    {
      country: text({
        min: 4,
        max: 24,
        pattern: [
          /^(?:the )?\p{Lu}[\p{L} ]+$/u,
          'must be a country name ("the" only where English needs it)',
        ],
      }),
      firstNames: z
        .array(firstName, {error: 'must be a list'})
        .min(1, {error: 'must list at least one first name'})
        .register(KINDS, {kind: 'first name'}),
    },
    fieldsError,
  ),
  (entry, report) =>
    entry.firstNames.forEach((name, index) => {
      const message = newHireMessage({firstName: name, country: entry.country});
      if (message.length > MAX_MESSAGE) report(tooLong(message), ['firstNames', index], 'length');
    }),
);

const newHires = dataSchema({
  illustrative: z.boolean({error: 'must be true or false'}).meta({
    title: 'Entries are illustrative',
    description:
      'While on, the build warns (and a strict launch check fails) as long as the pop-ups are on. Turn it off once every entry is a real, consented hire.',
  }),
  // SPEC section 7: about 250 entries from many countries.
  countries: across(list('country', country, {unique: ['country']}), (entries, report) => {
    const people = entries.flatMap((entry) =>
      entry.firstNames.map((name) => [name, entry.country]),
    );
    if (people.length < 240 || people.length > 260) {
      report(`names ${people.length} people; keep between 240 and 260`);
    }
    if (entries.length < 40)
      report(`names ${entries.length} countries; the spec wants at least 40`);
    entries.forEach((entry, index) =>
      distinct(
        entry.firstNames,
        'first name',
        (name) => name,
        (message, path = []) => report(message, [index, 'firstNames', ...path]),
      ),
    );
  }).meta({title: 'Countries and first names', minItems: 40}),
});

export type NewHiresData = z.infer<typeof newHires>;
export default newHires;
