import * as z from 'zod';
import * as projectSubmissions from '../../../../src/data/popups/projectSubmissions';
import {contentModule} from '../../check';
import {across, distinct, fieldsError, list, text} from '../../rules';
import {FIRST_NAME, MAX_MESSAGE, timing, tooLong} from './popupRules';

const {projectSubmissionMessage} = projectSubmissions;

const MESSAGE = /^\p{Lu}\p{L}+(?:[ -]\p{L}+)? \p{Lu}\. submitted an? .+ project$/u;

const submission = across(
  z.strictObject(
    {
      firstName: text({max: 12}).regex(FIRST_NAME, {
        error: 'must be one capitalised first name',
      }),
      lastInitial: z.string({error: 'must be text'}).regex(/^\p{Lu}$/u, {
        error: 'must be one capital letter without a full stop',
      }),
      jobType: text({min: 4, max: 30}).refine((value) => !/\bproject\b|^(a|an) /i.test(value), {
        error: 'must not include "project" or an article',
      }),
    },
    fieldsError,
  ),
  (entry, report) => {
    const message = projectSubmissionMessage(entry);
    if (!MESSAGE.test(message)) {
      report(`reads "${message}", not "‹First name› ‹L›. submitted a ‹job type› project"`);
    }
    if (message.length > MAX_MESSAGE) report(tooLong(message));
  },
);

export default contentModule('popups/projectSubmissions.ts', projectSubmissions, {
  PROJECT_SUBMISSION_TIMING: timing,
  PROJECT_SUBMISSIONS_ARE_ILLUSTRATIVE: z.boolean({error: 'must be true or false'}),
  indefiniteArticle: z.function(),
  projectSubmissionMessage: z.function(),
  // SPEC section 7: 30 entries with a varied mix of job types.
  PROJECT_SUBMISSIONS: across(list('entry', submission, {count: 30}), (entries, report) => {
    const jobTypes = new Set(entries.map((entry) => entry.jobType)).size;
    if (jobTypes < 20) report(`offers ${jobTypes} job types; keep a varied mix of at least 20`);
    distinct(entries, 'pop-up text', projectSubmissionMessage, report);
    distinct(entries, 'person', (entry) => `${entry.firstName} ${entry.lastInitial}.`, report);
  }),
});
