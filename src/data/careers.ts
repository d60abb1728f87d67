import type {CareersData} from '@site/src/data/schemas/careers';
import type {Card} from '@site/src/components/Page/CardList';
import type {Opening} from '@site/src/components/Careers/opening';
import type {Testimonial} from '@site/src/components/Page/Quote';
import raw from './content/careers.json';

// Checked against its schema by the build (plugins/content-check) and the unit tests.

/** Copy for the Careers page (/employment). Each card's description is plain text. */
export const BENEFITS: Card[] = (raw as CareersData).benefits;

/**
 * ILLUSTRATIVE while true: the openings show how the pages work; each opening's page is
 * built and shown but tells search engines not to index it and carries no JobPosting
 * markup, and the build warns (README, "Before launch"). Set it to false in content/careers.json
 * once the openings are real.
 */
export const OPENINGS_ARE_ILLUSTRATIVE = (raw as CareersData).openingsAreIllustrative;

/** When and how every role is paid, on every opening's page. */
export const PAYMENT_TERMS = (raw as CareersData).paymentTerms;

/**
 * The open roles. Each has its own page at /employment/<slug> until the end of its
 * validThrough day (Singapore time); the build leaves it out after that and warns 30 days
 * before (README, "Where the text lives").
 */
export const OPENINGS: Opening[] = (raw as CareersData).openings;

export const TESTIMONIALS: Testimonial[] = (raw as CareersData).testimonials;

export const NOTES: Card[] = (raw as CareersData).notes;
