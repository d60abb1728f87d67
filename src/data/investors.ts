import type {Card} from '@site/src/components/Page/CardList';
import type {Update} from '@site/src/components/Page/UpdateList';

/** "Why Invest": exactly six reasons. */
export const INVEST_REASONS: Card[] = [
  {
    icon: 'trending-up',
    title: 'A market over $1.5 trillion by 2030',
    description:
      'Freelancing is one of the fastest-growing parts of the global labour market, forecast to exceed $1.5 trillion by 2030.',
  },
  {
    icon: 'building',
    title: 'A managed model, not a marketplace',
    description:
      'We employ and manage freelancers directly, so clients buy reliable outcomes rather than hours, and we keep the client relationship.',
  },
  {
    icon: 'shield-check',
    title: 'GDPR and Singapore PDPA compliance',
    description:
      'Our data handling follows the EU General Data Protection Regulation and Singapore’s Personal Data Protection Act, which lowers the barrier for enterprise clients.',
  },
  {
    icon: 'globe',
    title: 'A proven, global workforce',
    description:
      'More than 5,000 freelancers hired across 50+ active countries, with a 95% project completion rate.',
  },
  {
    icon: 'badge-check',
    title: 'Quality that clients can verify',
    description:
      'Every piece of work is manually reviewed for originality and no AI-generated work is accepted, which supports premium pricing and repeat business.',
  },
  {
    icon: 'map-pin',
    title: 'Headquartered in Singapore',
    description:
      'A stable legal and financial base with strong contract enforcement, close to the fast-growing markets of Southeast Asia.',
  },
];

/** "Revenue Sources": exactly the three streams the company reports. */
export const REVENUE_SOURCES: Card[] = [
  {
    icon: 'file-text',
    title: 'Service contracts',
    description:
      'Fixed-scope and retainer agreements with businesses and agencies for translation, design, writing, audio and video work.',
  },
  {
    icon: 'handshake',
    title: 'Commission on projects',
    description:
      'A commission on each completed project, earned once the client approves the work and the freelancer has been paid.',
  },
  {
    icon: 'landmark',
    title: 'Premium enterprise solutions',
    description:
      'Dedicated teams, service-level agreements and compliance reporting for enterprise clients with continuous workloads.',
  },
];

/** "Updates": dated news for investors, newest first. */
export const INVESTOR_UPDATES: Update[] = [
  {
    date: '2025-10-01',
    title: 'Updated Terms of Service in force',
    summary:
      'Revised terms for website use and intellectual property took effect, reflecting Singapore governing law.',
  },
  {
    date: '2025-08-07',
    title: 'Company blog launched',
    summary:
      'The company blog began publishing practical articles on productivity, language and collaboration for freelancers and clients.',
  },
  {
    date: '2025-06-30',
    title: '5,000 freelancers hired',
    summary:
      'Our managed workforce passed 5,000 freelancers hired, working from more than 50 active countries.',
  },
  {
    date: '2025-03-31',
    title: '12-hour payment guarantee extended to all payment methods',
    summary:
      'Bank transfer, PayPal, crypto and Coinbase payouts are now all released within 12 hours of approval.',
  },
  {
    date: '2025-01-01',
    title: 'Privacy Policy aligned with GDPR and PDPA',
    summary:
      'A new privacy policy took effect, setting out how we collect, use and protect personal data under GDPR and Singapore’s PDPA.',
  },
];
