import type {Card} from '@site/src/components/Page/CardList';

/** Copy for the Our Impact page. The four figures live in figures.ts, shared with the home page. */
export const IMPACT_ITEMS: Card[] = [
  {
    icon: 'briefcase',
    title: 'Income Without Borders',
    description:
      'We hire freelancers in more than 50 countries, including many where well-paid remote work is hard to find locally.',
  },
  {
    icon: 'clock',
    title: 'Money When It Is Earned',
    description:
      'Freelancers are paid within 12 hours of approval, so nobody waits 30 or 60 days for an invoice to clear.',
  },
  {
    icon: 'piggy-bank',
    title: 'Work Without Fees',
    description:
      'No freelancer ever pays to join or to receive work, which keeps opportunities open to people without savings to invest.',
  },
  {
    icon: 'graduation-cap',
    title: 'Skills That Grow',
    description:
      'Manual review comes with written feedback, so every project helps a freelancer improve and move on to larger assignments.',
  },
  {
    icon: 'hand-heart',
    title: 'Human Craft Valued',
    description:
      'Clients receive original, human-made work, and the translators, artists and writers behind it are paid for their craft rather than replaced.',
  },
];

export const STORIES: Card[] = [
  {
    icon: 'languages',
    title: 'Lucía, Peru: From Side Income to Lead Translator',
    description:
      'Lucía began with short Spanish product descriptions in the evenings. Two years later she leads a team of four translators on a software localization account and works from home full time.',
  },
  {
    icon: 'palette',
    title: 'Tendai, Zimbabwe: An Illustrator Paid on Time',
    description:
      'Before joining, Tendai often waited weeks for clients to pay. Now each approved illustration is paid within 12 hours, which lets him plan his month and invest in a new drawing tablet.',
  },
  {
    icon: 'mic',
    title: 'Ana, Philippines: A Voice for E-learning',
    description:
      'Ana recorded her first voice-over demo on a borrowed microphone. Reviewer feedback on pacing and diction helped her land a recurring series of e-learning courses for a European publisher.',
  },
];
