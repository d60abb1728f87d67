/**
 * What each content page shows: its heading, its sections with their exact counts and its
 * mail links; an opening's Apply link. Plain data, read by the built pages' suite (the page
 * as served, which a visitor without JavaScript reads, and hydration must not change:
 * tests/built/content.test.ts) and by the browser suite's job pages.
 */
import {
  APPLICATION_BODY,
  APPLICATION_SUBJECT,
  applicationBody,
  applicationSubject,
  type Opening,
} from '@site/src/components/Careers/opening';
import {readSiteFacts, type EmailKey} from '@site/src/config/site';
import freelancers from '@site/src/data/content/freelancers.json';
import investors from '@site/src/data/content/investors.json';
import {mailtoHref} from '@site/src/lib/mailto';
import {openingPath} from '@site/src/lib/openings';

const FACTS = readSiteFacts(process.env);

export type MailLinkExpectation = {
  /** The link's accessible name. */
  name: string;
  to: EmailKey;
  subject: string;
};

export type PageExpectation = {
  path: string;
  h1: string;
  /** Each section's visible heading, with the exact number of list items inside it (null: no list). */
  sections: Record<string, number | null>;
  mailLinks: MailLinkExpectation[];
};

/** The exact href MailLink writes for this address and subject. */
export function mailto(to: EmailKey, subject: string): string {
  return mailtoHref(FACTS.emails[to], subject);
}

/** An opening's Apply link's exact href: the role in the subject, what to attach in the body. */
export function applyHref(opening: Opening): string {
  const pageUrl = `${FACTS.siteUrl}${openingPath(opening.slug)}`;
  return mailtoHref(
    FACTS.emails.careers,
    applicationSubject(opening.title, APPLICATION_SUBJECT),
    applicationBody(opening, pageUrl, APPLICATION_BODY),
  );
}

/** An opening's page's sections, with the exact number of list items in each (null: no list). */
export function openingSections(opening: Opening): PageExpectation['sections'] {
  return {
    'The Work': opening.work.length,
    'What It Takes': opening.requirements.length,
    'What to Send': opening.samples.length,
    'How You Are Paid': 4,
    'Before You Apply': 4,
    'How to Apply': null,
  };
}

export const EMPLOYMENT: PageExpectation = {
  path: '/employment',
  h1: 'Careers at Talentlane',
  sections: {
    Benefits: 5,
    'Current Openings': 10,
    'How to Apply': 4,
    Testimonials: 3,
    'Important Notes': 4,
  },
  mailLinks: [
    {name: 'Apply by E-mail', to: 'careers', subject: 'Application: Freelance role'},
    {name: 'E-mail Your Application', to: 'careers', subject: 'Application: Freelance role'},
  ],
};

export const RULES: PageExpectation = {
  path: '/rules',
  h1: 'Rules & Payments',
  sections: {'Work Rules': 6, 'Payment Methods': 4, 'When You Are Paid': 3},
  mailLinks: [
    {name: 'e-mail our team', to: 'general', subject: 'Payment enquiry: approved project'},
  ],
};

export const LEADERSHIP: PageExpectation = {
  path: '/leadership',
  h1: 'Our Leadership',
  sections: {'Meet the Team': 7, 'Our Leadership Philosophy': 4},
  mailLinks: [],
};

export const OUR_IMPACT: PageExpectation = {
  path: '/our-impact',
  h1: 'Our Impact',
  sections: {
    'Where We Make a Difference': 5,
    'By the Numbers': 4,
    Stories: 3,
    'Our Commitment': null,
  },
  mailLinks: [],
};

export const PARTNERS: PageExpectation = {
  path: '/partners',
  h1: 'Partner with Talentlane',
  sections: {
    'Partner Types': 5,
    'Why Partner with Us': 3,
    'Start a Partnership': null,
    'Our Vision': null,
  },
  mailLinks: [
    {name: 'Become a Partner', to: 'partnerships', subject: 'Partnership inquiry'},
    {name: 'E-mail Our Partnerships Team', to: 'partnerships', subject: 'Partnership inquiry'},
  ],
};

export const TRUST_SAFETY: PageExpectation = {
  path: '/trust-safety',
  h1: 'Trust & Safety',
  sections: {
    Safeguards: 5,
    'Zero-Tolerance Policies': 4,
    'Why You Can Trust Us': 3,
    'Contact Our Safety Team': null,
  },
  mailLinks: [{name: 'Report a Concern', to: 'safety', subject: 'Safety report'}],
};

export const HOME: PageExpectation = {
  path: '/',
  h1: 'Freelance talent, employed and managed directly',
  sections: {
    'About Us': null,
    'Our Services': 6,
    'Our Impact': 4,
    'What Our Freelancers Say': 10,
    'Get in Touch': 4,
    'Why You Can Trust Us': 3,
  },
  mailLinks: [
    {name: 'Apply for Work', to: 'careers', subject: 'Application: freelance work'},
    {name: 'Partner with Us', to: 'partnerships', subject: 'Partnership enquiry'},
    {name: FACTS.emails.careers, to: 'careers', subject: 'Application: freelance work'},
    {name: FACTS.emails.partnerships, to: 'partnerships', subject: 'Partnership enquiry'},
    {name: FACTS.emails.general, to: 'general', subject: 'General inquiry'},
  ],
};

export const ABOUT: PageExpectation = {
  path: '/about',
  h1: 'About Talentlane',
  sections: {'Our Mission': null, 'Our Core Values': 3, 'Partners in Success': null},
  mailLinks: [
    {
      name: 'Write to our partnerships team',
      to: 'partnerships',
      subject: 'Partnership enquiry from the About page',
    },
  ],
};

export const SERVICES: PageExpectation = {
  path: '/services',
  h1: 'Our Services',
  sections: {'What We Deliver': 6, 'Start a Project': null},
  mailLinks: [{name: 'Request a Quote', to: 'general', subject: 'Project request'}],
};

export const FREELANCERS: PageExpectation = {
  path: '/freelancers',
  h1: 'For Freelancers',
  sections: {
    'Why Work With Us?': freelancers.benefits.length,
    'How to Apply': null,
    'Testimonials from Our Freelancers': 3,
  },
  mailLinks: [{name: 'Apply Now', to: 'careers', subject: 'Application: freelancer'}],
};

export const CONTACT: PageExpectation = {
  path: '/contact',
  h1: 'Contact Us',
  sections: {'How to Reach Us': 3},
  mailLinks: [
    {name: FACTS.emails.general, to: 'general', subject: 'Question for the Talentlane team'},
  ],
};

export const INVESTORS: PageExpectation = {
  path: '/investors',
  h1: 'Investor Relations',
  sections: {
    'Why Invest': 6,
    'Revenue Sources': 3,
    'Growth Strategy': null,
    Updates: investors.updates.length,
    'Contact Investor Relations': null,
  },
  mailLinks: [{name: FACTS.emails.investors, to: 'investors', subject: 'Investor enquiry'}],
};

/** Every page above. */
export const CONTENT_PAGES = [
  HOME,
  ABOUT,
  SERVICES,
  FREELANCERS,
  CONTACT,
  INVESTORS,
  EMPLOYMENT,
  RULES,
  LEADERSHIP,
  OUR_IMPACT,
  PARTNERS,
  TRUST_SAFETY,
];
