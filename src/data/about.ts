import type {Card} from '@site/src/components/Page/CardList';

/** "Our Core Values" on /about: exactly Opportunity, Authenticity and Innovation. */
export const CORE_VALUES: Card[] = [
  {
    icon: 'door-open',
    title: 'Opportunity',
    description:
      'We open doors for skilled people wherever they live. Freelancers in more than 50 countries work with us, and none of them has ever paid a fee to join.',
  },
  {
    icon: 'badge-check',
    title: 'Authenticity',
    description:
      'Every piece of work is made by a person and reviewed by a person. We do not accept AI-generated work, so clients receive original work they can trust.',
  },
  {
    icon: 'lightbulb',
    title: 'Innovation',
    description:
      'We keep improving how work flows: clear briefs, daily progress updates and payment within 12 hours of approval, so talent can focus on the craft.',
  },
];
