import * as z from 'zod';
import {projectSubmissionMessage} from '../../../lib/popupMessages';
import {across, dataSchema, distinct, fieldsError, list, text} from '../blocks';
import {FIRST_NAME, MAX_MESSAGE, tooLong} from './popupRules';

const MESSAGE = /^\p{Lu}\p{L}+(?:[ -]\p{L}+)? \p{Lu}\. submitted an? .+ project$/u;

const submission = across(
  z.strictObject(
    {
      firstName: text({max: 12, pattern: [FIRST_NAME, 'must be one capitalised first name']}),
      lastInitial: z
        .string({error: 'must be text'})
        .regex(/^\p{Lu}$/u, {error: 'must be one capital letter without a full stop'})
        .meta({patternError: 'must be one capital letter without a full stop'}),
      jobType: text({min: 4, max: 30}).refine((value) => !/\bproject\b|^(a|an) /i.test(value), {
        error: 'must not include "project" or an article',
      }),
    },
    fieldsError,
  ),
  (entry, report) => {
    const message = projectSubmissionMessage(entry);
    if (!MESSAGE.test(message)) {
      report(
        `reads "${message}", not "‹First name› ‹L›. submitted a ‹job type› project"`,
        [],
        'wording',
      );
    }
    if (message.length > MAX_MESSAGE) report(tooLong(message), [], 'length');
  },
);

const projectSubmissions = dataSchema({
  illustrative: z.boolean({error: 'must be true or false'}).meta({
    title: 'Entries are illustrative',
    description:
      'While on, the build warns (and a strict launch check fails) as long as the pop-ups are on. Turn it off once every entry is a real, consented submission.',
  }),
  // SPEC section 7: 30 entries with a varied mix of job types.
  submissions: across(list('entry', submission, {count: 30}), (entries, report) => {
    const jobTypes = new Set(entries.map((entry) => entry.jobType)).size;
    if (jobTypes < 20) report(`offers ${jobTypes} job types; keep a varied mix of at least 20`);
    distinct(entries, 'pop-up text', projectSubmissionMessage, report);
    distinct(entries, 'person', (entry) => `${entry.firstName} ${entry.lastInitial}.`, report);
  }).meta({title: 'Submissions'}),
});

export type ProjectSubmissionsData = z.infer<typeof projectSubmissions>;
export default projectSubmissions;
