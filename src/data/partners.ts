import type {Card} from '@site/src/components/Page/CardList';

/** Copy for the Partners page. Each card's description is plain text. */
export const PARTNER_TYPES: Card[] = [
  {
    icon: 'megaphone',
    title: 'Creative & Marketing Agencies',
    description:
      'Add designers, writers, video editors and social media managers to your team for campaigns and peak seasons, without hiring overhead.',
  },
  {
    icon: 'book-open',
    title: 'Publishers & Media Companies',
    description:
      'Translation, copy-editing, illustration and narration for books, magazines, courses and video, delivered to your style guide.',
  },
  {
    icon: 'languages',
    title: 'Localization Providers',
    description:
      'Overflow capacity in dozens of language pairs, with translators who are reviewed by hand and never post-edit machine output.',
  },
  {
    icon: 'laptop',
    title: 'Technology Companies',
    description:
      'Web developers, technical writers and data entry specialists for product launches, documentation and data clean-up projects.',
  },
  {
    icon: 'graduation-cap',
    title: 'Education & Non-Profit Organisations',
    description:
      'Accessible course material, voice-overs and translations for learning programmes, with flexible terms for mission-driven work.',
  },
];

export const PARTNER_REASONS: Card[] = [
  {
    icon: 'users',
    title: 'Talent We Employ and Manage',
    description:
      'You work with one project manager, not a marketplace of strangers. We recruit, brief and supervise every freelancer ourselves.',
  },
  {
    icon: 'search-check',
    title: 'Original Work, Reviewed by Hand',
    description:
      'Every delivery is reviewed by a person before it reaches you, and AI-generated work is not accepted at any stage.',
  },
  {
    icon: 'globe',
    title: 'Scale Across 50+ Countries',
    description:
      'More than 5,000 freelancers hired and a 95% project completion rate let us staff large or multilingual projects quickly.',
  },
];
