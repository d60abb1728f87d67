import type {Card} from '@site/src/components/Page/CardList';

/** Copy for the Trust & Safety page. Each card's description is plain text. */
export const SAFEGUARDS: Card[] = [
  {
    icon: 'search-check',
    title: 'Manual Review of Every Delivery',
    description:
      'A reviewer checks each piece of work by hand for originality, accuracy and completeness before it is approved or sent to a client.',
  },
  {
    icon: 'piggy-bank',
    title: 'No Upfront Fees, Ever',
    description:
      'Freelancers never pay to apply, to train or to receive work. A request for money is the clearest sign that someone is impersonating us.',
  },
  {
    icon: 'mail-check',
    title: 'Verified Contact Channels',
    description:
      'We contact applicants and freelancers only from the e-mail addresses and chat links published on this website.',
  },
  {
    icon: 'lock',
    title: 'Protected Personal Data',
    description:
      'Resumes, identity details and payment information are stored with access limits and handled in line with GDPR and the Singapore PDPA.',
  },
  {
    icon: 'receipt',
    title: 'Reliable, Traceable Payments',
    description:
      'Approved work is paid within 12 hours through bank transfer, PayPal, crypto or Coinbase, and every payment is recorded against its project.',
  },
];

export const ZERO_TOLERANCE_POLICIES: Card[] = [
  {
    icon: 'venetian-mask',
    title: 'Fraud and Impersonation',
    description:
      'Anyone who uses our name to request fees, personal data or unpaid work is reported, and freelancers involved are removed at once.',
  },
  {
    icon: 'bot-off',
    title: 'Plagiarism and AI-Generated Work',
    description:
      'Copied work or content generated with AI tools is rejected, and repeated cases end the working relationship.',
  },
  {
    icon: 'octagon-x',
    title: 'Harassment and Discrimination',
    description:
      'Abuse, threats or discrimination towards freelancers, clients or staff, in any channel, lead to immediate removal.',
  },
  {
    icon: 'link-2-off',
    title: 'Forced Labour and Exploitation',
    description:
      'We do not tolerate forced, bonded or child labour anywhere in our business or supply chain, as our Modern Slavery Statement sets out.',
  },
];

export const TRUST_POINTS: Card[] = [
  {
    icon: 'building',
    title: 'A Registered Company',
    description:
      'Talentlane is a company registered and headquartered in Singapore, accountable under Singapore law.',
  },
  {
    icon: 'clipboard-check',
    title: 'A Record of Delivery',
    description:
      'More than 5,000 freelancers hired in over 50 countries, with 95% of projects completed.',
  },
  {
    icon: 'contact-round',
    title: 'People You Can Reach',
    description:
      'Every freelancer and client has a named project manager, and our safety team answers reports directly.',
  },
];
