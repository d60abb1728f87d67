import type {Card} from '@site/src/components/Page/CardList';
import type {Opening} from '@site/src/components/Careers/OpeningList';
import type {Testimonial} from '@site/src/components/Page/Quote';

/** Copy for the Careers page (/employment). Each card's description is plain text. */
export const BENEFITS: Card[] = [
  {
    icon: 'piggy-bank',
    title: 'No Upfront Fees',
    description:
      'Joining Talentlane costs nothing. There is no registration fee, no training fee and no equipment deposit, now or later.',
  },
  {
    icon: 'clock',
    title: 'Paid Within 12 Hours',
    description:
      'Once your project manager approves your work, the payment is sent within 12 hours by bank transfer, PayPal, crypto or Coinbase.',
  },
  {
    icon: 'globe',
    title: 'Work From Anywhere',
    description:
      'Our freelancers work remotely from more than 50 countries. You choose your hours, as long as each project meets its deadline.',
  },
  {
    icon: 'compass',
    title: 'A Dedicated Project Manager',
    description:
      'Every project has a named project manager who briefs you, answers questions and approves your delivery, so you never chase a client.',
  },
  {
    icon: 'trending-up',
    title: 'Feedback That Builds Your Career',
    description:
      'Every submission is reviewed by hand, and reviewers tell you what to improve. Consistent quality leads to larger and better-paid projects.',
  },
];

export const OPENINGS: Opening[] = [
  {
    title: 'Freelance Translator',
    type: 'Freelance · Remote · Flexible hours',
    description:
      'Translate marketing copy, manuals and subtitles between English and your native language for clients in publishing, e-commerce and software. You need fluency in both languages and an eye for tone, terminology and local conventions.',
  },
  {
    title: 'Graphic Designer',
    type: 'Freelance · Remote · Project-based',
    description:
      'Design logos, social media graphics, brochures and presentation decks from a written brief and a brand guide. Send a portfolio of three to five recent projects that show your range.',
  },
  {
    title: 'Content Writer',
    type: 'Freelance · Remote · Part-time',
    description:
      'Write blog posts, product descriptions and newsletters that are researched, original and typed by you. Two published samples in English are enough to start your application.',
  },
  {
    title: 'Voice-over Artist',
    type: 'Freelance · Remote · Project-based',
    description:
      'Record narration for explainer videos, e-learning courses and adverts from your own treated home studio. Include a one-minute demo reel and the languages and accents you offer.',
  },
  {
    title: 'NFT & Digital Artist',
    type: 'Freelance · Remote · Project-based',
    description:
      'Create original illustrations, character art and collectible series for digital art and NFT projects. Every piece must be drawn by you, so show us sketches or process files alongside finished work.',
  },
  {
    title: 'Video Editor',
    type: 'Freelance · Remote · Part-time',
    description:
      'Cut interviews, product demos and short-form social videos, adding captions, colour correction and music. Tell us which editing software you use and link to two or three edited pieces.',
  },
  {
    title: 'Web Developer',
    type: 'Freelance · Remote · Contract',
    description:
      'Build and maintain marketing sites, landing pages and small web applications with HTML, CSS, JavaScript and common frameworks. A link to your code or to live sites you built helps us match you to projects.',
  },
  {
    title: 'Social Media Manager',
    type: 'Freelance · Remote · Part-time',
    description:
      'Plan content calendars, write posts and report on engagement for small and mid-sized brands. Experience with at least two major platforms and a sample monthly plan will strengthen your application.',
  },
  {
    title: 'Data Entry Specialist',
    type: 'Freelance · Remote · Flexible hours',
    description:
      'Type up scanned documents, forms and catalogues accurately into spreadsheets and databases, entirely by hand. Accuracy matters more than speed, and we will ask you about your typing accuracy.',
  },
  {
    title: 'Technical Writer',
    type: 'Freelance · Remote · Part-time',
    description:
      'Write user guides, API documentation and knowledge-base articles that make complex products easy to use. Send one sample that explains a technical process step by step.',
  },
];

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Mariana S.',
    country: 'Brazil',
    quote:
      'I applied with three translation samples and had my first project within a week. Payment arrived the same evening my work was approved.',
  },
  {
    name: 'Kwame A.',
    country: 'Ghana',
    quote:
      'My project manager answers quickly and the reviewers explain every correction. My designs have improved more in six months here than in two years alone.',
  },
  {
    name: 'Priya N.',
    country: 'India',
    quote:
      'Nobody asked me for a fee at any point, which is why I trusted them. I now record voice-overs for e-learning courses three days a week.',
  },
];

export const NOTES: Card[] = [
  {
    icon: 'shield-check',
    title: 'We Never Ask You to Pay',
    description:
      'Talentlane never charges applicants or freelancers for registration, training, software or equipment. Anyone asking you to pay in our name is not us: please report them to our Trust & Safety team.',
  },
  {
    icon: 'mail-check',
    title: 'Official Contact Only',
    description:
      'Offers and project briefs come only from the addresses published on this website. We never offer work through unsolicited text messages.',
  },
  {
    icon: 'calendar-clock',
    title: 'Replies Within Five Business Days',
    description:
      'We reply to every complete application within five business days. If we have no suitable project yet, we keep your details on file, with your consent, for six months.',
  },
  {
    icon: 'pen-line',
    title: 'Original, Human Work Only',
    description:
      'Every sample and every delivery is reviewed by hand. Work produced with AI tools, or copied from others, ends the application or the project.',
  },
];
