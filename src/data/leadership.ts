import type {Card} from '@site/src/components/Page/CardList';
import type {TeamMember} from '@site/src/components/Leadership/TeamCard';

/** Copy for the Leadership page. */

/** The seven leaders; exactly one offers a Telegram link (a placeholder handle until launch). */
export const TEAM: TeamMember[] = [
  {
    name: 'Adrian Tan',
    title: 'Founder & Chief Executive Officer',
    description:
      'Adrian founded Talentlane in Singapore after a decade running recruitment for regional publishers. He sets the company’s direction and still reads every month’s freelancer feedback himself.',
    imageText: 'AT',
  },
  {
    name: 'Priyanka Rao',
    title: 'Chief Operating Officer',
    description:
      'Priyanka runs day-to-day operations, from project intake to the 12-hour payment process. She previously led delivery teams at a global localization provider.',
    imageText: 'PR',
  },
  {
    name: 'Daniel Okafor',
    title: 'Head of Talent Acquisition',
    description:
      'Daniel and his recruiters read every application that reaches our careers inbox. He is the person to message if you have a question about applying.',
    imageText: 'DO',
    telegram: 'https://t.me/danielokafor_example',
  },
  {
    name: 'Sofia Marín',
    title: 'Head of Quality & Review',
    description:
      'Sofia leads the reviewers who check every delivery by hand for originality and accuracy. She wrote the work rules our freelancers follow.',
    imageText: 'SM',
  },
  {
    name: 'Mei Lin Chua',
    title: 'Chief Financial Officer',
    description:
      'Mei Lin oversees finance, payments and compliance with Singapore regulations. Her team makes sure approved work is paid on time through every payment method we offer.',
    imageText: 'MC',
  },
  {
    name: 'Jonas Weber',
    title: 'Head of Client Partnerships',
    description:
      'Jonas works with agencies, publishers and technology companies to plan projects and staff them well. He joined from a creative agency, where he managed freelance teams across Europe.',
    imageText: 'JW',
  },
  {
    name: 'Aiko Nakamura',
    title: 'Head of Trust & Safety',
    description:
      'Aiko leads the team that protects freelancers and clients from fraud, impersonation and data misuse. She also oversees our modern slavery and data protection commitments.',
    imageText: 'AN',
  },
];

export const LEADERSHIP_PHILOSOPHY: Card[] = [
  {
    icon: 'heart-handshake',
    title: 'Freelancers First',
    description:
      'Our business works only if freelancers are treated and paid fairly, so their interests come first in every decision.',
  },
  {
    icon: 'users',
    title: 'Quality Through People',
    description:
      'We rely on trained reviewers, not automated shortcuts, to guarantee original work for every client.',
  },
  {
    icon: 'message-square-text',
    title: 'Plain, Honest Communication',
    description:
      'We publish our rules and payment times, charge freelancers nothing, and tell people early when something changes.',
  },
  {
    icon: 'earth',
    title: 'Global Team, Local Respect',
    description:
      'With freelancers in more than 50 countries, we plan around local holidays, time zones and payment options.',
  },
];
