import * as z from 'zod';
import * as newHires from '../../../../src/data/popups/newHires';
import {contentModule} from '../../check';
import {across, distinct, fieldsError, list, text} from '../../rules';
import {FIRST_NAME, MAX_MESSAGE, timing, tooLong} from './popupRules';

const newHire = across(
  z.strictObject(
    {
      firstName: text({max: 14}).regex(FIRST_NAME, {
        error: 'must be a first name only, capitalised',
      }),
      country: text({min: 4, max: 24}).regex(/^(?:the )?\p{Lu}[\p{L} ]+$/u, {
        error: 'must be a country name ("the" only where English needs it)',
      }),
    },
    fieldsError,
  ),
  (entry, report) => {
    const message = newHires.newHireMessage(entry);
    if (message.length > MAX_MESSAGE) report(tooLong(message));
  },
);

export default contentModule('popups/newHires.ts', newHires, {
  NEW_HIRE_TIMING: timing,
  NEW_HIRES_ARE_ILLUSTRATIVE: z.boolean({error: 'must be true or false'}),
  newHireMessage: z.function(),
  // SPEC section 7: about 250 entries from many countries.
  NEW_HIRES: across(list('entry', newHire, {between: [240, 260]}), (entries, report) => {
    const countries = new Set(entries.map((entry) => entry.country)).size;
    if (countries < 40) report(`names ${countries} countries; the spec wants at least 40`);
    distinct(entries, 'person', (entry) => `${entry.firstName} from ${entry.country}`, report);
  }),
});
