import {readFileSync} from 'node:fs';
import about from '@site/src/data/content/about.json';
import blogCategories from '@site/src/data/content/blogCategories.json';
import careers from '@site/src/data/content/careers.json';
import figures from '@site/src/data/content/figures.json';
import homeServices from '@site/src/data/content/homeServices.json';
import investors from '@site/src/data/content/investors.json';
import navigation from '@site/src/data/content/navigation.json';
import notices from '@site/src/data/content/notices.json';
import rules from '@site/src/data/content/rules.json';
import services from '@site/src/data/content/services.json';
import {CONTENT_PAGES, POLICIES} from '../../e2e/contentPages';

// The wordings the spec fixes, each read from the one data file a writer edits; the schemas check
// only shape and limits (a translation words these its own way).

const titles = (cards: {title: string}[]) => cards.map((card) => card.title);

/** All the copy of some cards, for the claims the spec asks a section to make. */
const copyOf = (cards: {title?: string; description: string}[]) =>
  cards.map((card) => `${card.title ?? ''} ${card.description}`).join(' ');

it('the menu lists its nine pages in order, and Contact Us apart; the blog its categories; the notices their titles', () => {
  // prettier-ignore
  expect(navigation.menu.map((link) => link.label)).toEqual(['About Us', 'Leadership', 'Careers', 'Our Impact', 'Partners', 'Trust & Safety', 'Rules & Payments', 'Investors', 'Modern Slavery Statement']);
  expect(navigation.contact.label).toBe('Contact Us');
  // prettier-ignore
  expect(blogCategories.categories).toEqual(['Productivity', 'Well-being', 'Culture', 'Language', 'Collaboration']);
  expect(notices.pageNotAvailable.title).toBe('Page Not Available');
  expect(notices.featureNotAvailable).toEqual({
    title: 'Feature Not Available',
    description:
      "This feature hasn't been created yet, but you can request it in your next prompt.",
  });
});

it('the home page shows its six tiles and four figures, /about its values, /services its six', () => {
  // prettier-ignore
  expect(titles(homeServices.services)).toEqual(['Content & Writing', 'Design & Art', 'Voice & Audio', 'Web & Tech', 'Video & Media', 'Translation & Localization']);
  // prettier-ignore
  expect(figures.figures.map(({value, label}) => `${value} ${label}`)).toEqual(['5,000+ Freelancers Hired', '50+ Active Countries', '95% Project Completion', '12-Hour Guaranteed Payments']);
  expect(titles(about.coreValues)).toEqual(['Opportunity', 'Authenticity', 'Innovation']);
  // prettier-ignore
  expect(titles(services.services)).toEqual(['Translation & Localization', 'Graphic & Creative Design', 'Voice-over & Audio', 'NFT & Digital Art', 'Technical Writing / Blogging', 'Custom Requests']);
});

it('/rules keeps each work rule’s wording and the four payment methods, /investors the spec’s claims and revenue sources, /employment its pay terms', () => {
  const wordings = [
    [/deadline/i, /incomplete projects are not accepted/i],
    [/duplicate or extra pages/i, /reject/i],
    [/AI-generated content is prohibited/i, /typed manually/i],
    [/progress update every/i, /project manager/i],
    [/PDF/, /high-resolution.*no watermark/i],
    [/by e-mail/i, /file-transfer link/i],
  ];
  rules.workRules.forEach(({title, description}, index) => {
    for (const wording of wordings[index]) expect(description, title).toMatch(wording);
  });
  expect(titles(rules.paymentMethods)).toEqual(['Bank Transfer', 'PayPal', 'Crypto', 'Coinbase']);
  const reasons = copyOf(investors.reasons);
  expect(reasons).toMatch(/\$1\.5 trillion by 2030/);
  expect(reasons).toMatch(/GDPR/);
  expect(reasons).toMatch(/PDPA/);
  // prettier-ignore
  expect(titles(investors.revenueSources)).toEqual(['Service contracts', 'Commission on projects', 'Premium enterprise solutions']);
  expect(copyOf([...careers.benefits, ...careers.notes])).toMatch(
    /no registration fee|never charges/i,
  );
  for (const word of ['12 hours', 'bank transfer', 'PayPal', 'crypto', 'Coinbase'])
    expect(careers.paymentTerms).toContain(word);
});

// SPEC section 6: each page's headings as its MDX writes them, with the entries where it counts them.
// prettier-ignore
const SECTIONS: Record<string, Record<string, number | null>> = {
  '/': {'About Us': null, 'Our Services': 6, 'Our Impact': 4, 'Get in Touch': 4},
  '/about': {'Our Core Values': 3, 'Partners in Success': null},
  '/employment': {Benefits: 5, 'Current Openings': 10, 'How to Apply': null, Testimonials: 3, 'Important Notes': 4},
  '/rules': {'Work Rules': 6, 'Payment Methods': 4},
  '/investors': {'Why Invest': 6, 'Revenue Sources': 3, 'Growth Strategy': null, Updates: null},
  '/our-impact': {Stories: 3},
  '/partners': {'Partner Types': 5},
  '/trust-safety': {Safeguards: 5, 'Zero-Tolerance Policies': 4},
  '/leadership': {'Our Leadership Philosophy': 4},
  '/freelancers': {'Why Work With Us?': null, 'How to Apply': null, 'Testimonials from Our Freelancers': 3},
};

it.each(Object.entries(SECTIONS))('%s has the spec’s sections and counts', (path, wanted) => {
  const sections = CONTENT_PAGES.find((page) => page.path === path)!.sections;
  const found = Object.fromEntries(sections.map(({title, entries}) => [title, entries.length]));
  for (const [title, count] of Object.entries(wanted))
    expect(found[title], `${path}: "${title}"`).toBe(count ?? found[title] ?? 'missing');
});

it('the policies keep the spec’s numbered sections and claims, /rules its 12 hours; the heroes, /contact’s cards and the statement’s sections are the spec’s', () => {
  const text = (path: string) => readFileSync(`${path}`, 'utf8');
  const page = (path: string) => [...CONTENT_PAGES, ...POLICIES].find((p) => p.path === path)!;
  // prettier-ignore
  expect(page('/terms-of-service').headings).toEqual(['1. Use of Website', '2. Intellectual Property', '3. Accounts & Registration', '4. Limitation of Liability', '5. Governing Law', '6. Changes to Terms']);
  // prettier-ignore
  expect(page('/privacy-policy').headings).toEqual(['1. Information We Collect', '2. How We Use Your Information', '3. Sharing', '4. Data Security', '5. Your Rights', '6. Cookies', '7. Changes']);
  expect(text('legal/terms-of-service.mdx')).toMatch(/laws of [^.]*Singapore/i);
  expect(text('legal/privacy-policy.mdx')).toMatch(/(not|never) sell/i);
  expect(text('legal/modern-slavery-statement.mdx')).toMatch(
    /approved by the Board[^.]*\. The board reviews it annually/,
  );
  expect(text('src/pages/rules.mdx')).toMatch(/12 hours of approval/i);
  expect(page('/freelancers').h1).toBe('For Freelancers');
  const cards = page('/contact').sections.flatMap(({entries}) => entries.map((e) => e.title));
  expect(cards).toEqual(['Live Chat', 'Email', 'File Submissions']);
  // prettier-ignore
  expect(page('/modern-slavery-statement').headings).toEqual(['Introduction', 'Our Business', 'Our Commitments', 'Policies', 'Training']);
});
