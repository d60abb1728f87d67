import {translate} from '@docusaurus/Translate';

// The application e-mail's templates in the page's language, for applicationSubject and
// applicationBody (./opening.ts, which the build's Node plugins read too, so it stays free of
// translate()). Literal calls, so that write-translations finds them.

/** The subject line of an application e-mail: recruiters sort their inbox by it. */
export function applicationSubjectTemplate(): string {
  return translate({
    id: 'jobs.apply.subject',
    message: 'Application: {title}',
    description: "An application e-mail's subject line",
  });
}

/** The e-mail an application starts from: the same text as APPLICATION_BODY in English. */
export function applicationBodyTemplate(): string {
  return translate({
    id: 'jobs.apply.body',
    message:
      'Hello,\n\nI would like to apply for the {title} role ({pageUrl}).\n\nAttached, or linked below:\n- my resume\n{samples}\n\nMy languages:\nMy time zone:\nMy preferred payment method:',
    description:
      'The e-mail an application starts from; {samples} becomes the list of work samples, a line each',
  });
}
