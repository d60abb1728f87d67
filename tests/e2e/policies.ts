import type {EmailKey} from '@site/src/config/site';

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

export const POLICIES: Policy[] = [
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    effective: 'Effective October 1, 2025',
    dateTime: '2025-10-01',
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
    effective: 'Effective January 1, 2025',
    dateTime: '2025-01-01',
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
    effective: 'Effective January 1, 2025',
    dateTime: '2025-01-01',
    sections: ['Introduction', 'Our Business', 'Our Commitments', 'Policies', 'Training'],
    contact: 'ethics',
    says: ['approved by the Board of Directors of Talentlane. The board reviews it annually'],
  },
];
