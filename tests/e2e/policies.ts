import type {EmailKey} from '@site/src/config/site';
import {dateInWords, frontMatterOf, isoDateOf} from '../support/frontMatter';

/** A legal text as the spec describes it (SPEC section 6). */
export type Policy = {
  path: string;
  title: string;
  effective: string;
  dateTime: string;
  sections: string[];
  /** The address the page gives for questions. */
  contact: EmailKey;
  /** Sentences the spec requires the text to contain. */
  says: string[];
};

/** The effective date a writer set in the policy's front matter, as the page shows it. */
function effectiveDate(file: string): Pick<Policy, 'effective' | 'dateTime'> {
  const dateTime = isoDateOf(frontMatterOf(file).effective_date);
  return {effective: `Effective ${dateInWords(dateTime)}`, dateTime};
}

export const POLICIES: Policy[] = [
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    ...effectiveDate('legal/terms-of-service.mdx'),
    sections: [
      '1. Use of Website',
      '2. Intellectual Property',
      '3. Accounts & Registration',
      '4. Limitation of Liability',
      '5. Governing Law',
      '6. Changes to Terms',
    ],
    contact: 'general',
    says: ['governed by the laws of the Republic of Singapore'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    ...effectiveDate('legal/privacy-policy.mdx'),
    sections: [
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Sharing',
      '4. Data Security',
      '5. Your Rights',
      '6. Cookies',
      '7. Changes',
    ],
    contact: 'general',
    says: ['Personal Data Protection Act 2012 (PDPA)', 'We do not sell your personal data'],
  },
  {
    path: '/modern-slavery-statement',
    title: 'Modern Slavery Statement',
    ...effectiveDate('legal/modern-slavery-statement.mdx'),
    sections: ['Introduction', 'Our Business', 'Our Commitments', 'Policies', 'Training'],
    contact: 'ethics',
    says: ['approved by the Board of Directors of Talentlane. The board reviews it annually'],
  },
];
