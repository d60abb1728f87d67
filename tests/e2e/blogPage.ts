/** What /blog lists, read by the browser suite (blog.spec.ts) and the built pages' (tests/built/blog.test.ts). */

// The six articles as the page must list them: newest first, dates as written in blog/*.md.
export const ARTICLES = [
  {title: 'Time-Blocking for Freelancers Who Juggle Several Projects', date: 'Aug 25, 2025'},
  {title: 'Avoiding Burnout When Your Office Is Also Your Home', date: 'Aug 21, 2025'},
  {title: 'Working Across 50+ Countries: Lessons in Remote Team Culture', date: 'Aug 18, 2025'},
  {
    title: 'Localization Is More Than Translation: Five Checks Before You Deliver',
    date: 'Aug 14, 2025',
  },
  {title: 'Daily Progress Updates That Project Managers Actually Read', date: 'Aug 11, 2025'},
  {title: 'How to Prepare a Submission That Passes Review the First Time', date: 'Aug 7, 2025'},
];

export const CATEGORIES = ['Productivity', 'Well-being', 'Culture', 'Language', 'Collaboration'];
