import type {Card} from '@site/src/components/Page/CardList';

/** Copy for the Rules & Payments page (/rules). Each card's description is plain text. */

/** The six work rules, in the order the spec gives them. */
export const WORK_RULES: Card[] = [
  {
    icon: 'calendar-check',
    title: 'Deliver Complete Work on Time',
    description:
      'Deliver every project within its agreed deadline. Incomplete projects are not accepted, so tell your project manager early if something stands in your way.',
  },
  {
    icon: 'copy-x',
    title: 'No Duplicate or Extra Pages',
    description:
      'Submit exactly the pages the brief asks for. A submission with duplicate or extra pages is rejected and has to be sent again.',
  },
  {
    icon: 'bot-off',
    title: 'No AI-Generated Content',
    description:
      'AI-generated content is prohibited: every text must be typed manually by you. Reviewers check each submission by hand and reject work produced with AI tools.',
  },
  {
    icon: 'message-square',
    title: 'Daily Progress Updates',
    description:
      'Send your project manager a short progress update every working day until delivery, even when the update is that you are on track.',
  },
  {
    icon: 'file-check',
    title: 'PDF, High Resolution, No Watermark',
    description:
      'Submit final files as high-resolution PDFs with no watermark, so the client can use them as delivered.',
  },
  {
    icon: 'send',
    title: 'Submit by E-mail or File-Transfer Link',
    description:
      'Send finished work to your project manager by e-mail, or by a file-transfer link when the files are too large to attach.',
  },
];

/** The four ways we pay, in the order the spec gives them. */
export const PAYMENT_METHODS: Card[] = [
  {
    icon: 'landmark',
    title: 'Bank Transfer',
    description:
      'A local or international transfer to a bank account in your own name. Give us the account details once and we reuse them for every payment.',
  },
  {
    icon: 'wallet',
    title: 'PayPal',
    description:
      'Payment to the PayPal account registered with your e-mail address, available in most of the countries we work in.',
  },
  {
    icon: 'bitcoin',
    title: 'Crypto',
    description:
      'Payment in cryptocurrency to a wallet address you control. Confirm the coin and the network with your project manager before your first payment.',
  },
  {
    icon: 'coins',
    title: 'Coinbase',
    description:
      'Payment straight to your Coinbase account, a convenient option where bank transfers are slow or costly.',
  },
];
