import {ROUTES} from '../../src/data/routes';
import about from '../../src/data/schemas/about';
import blogCategories from '../../src/data/schemas/blogCategories';
import careers from '../../src/data/schemas/careers';
import closingCta from '../../src/data/schemas/closingCta';
import figures from '../../src/data/schemas/figures';
import freelancers from '../../src/data/schemas/freelancers';
import homeServices from '../../src/data/schemas/homeServices';
import impact from '../../src/data/schemas/impact';
import investors from '../../src/data/schemas/investors';
import leadership from '../../src/data/schemas/leadership';
import navigation from '../../src/data/schemas/navigation';
import notices from '../../src/data/schemas/notices';
import partners from '../../src/data/schemas/partners';
import newHires from '../../src/data/schemas/popups/newHires';
import projectSubmissions from '../../src/data/schemas/popups/projectSubmissions';
import routes from '../../src/data/schemas/routes';
import rules from '../../src/data/schemas/rules';
import services from '../../src/data/schemas/services';
import testimonials from '../../src/data/schemas/testimonials';
import trustSafety from '../../src/data/schemas/trustSafety';
import {dataFile, type ContentModule} from './check';

/**
 * Each data file under src/data/content with its schema (and the routes): a test fails when a
 * file has none. Each also names itself in the editor's list and the page that shows it.
 */
export const CONTENT_MODULES: readonly ContentModule[] = [
  dataFile('about.json', about, 'About: Our Core Values', 'about'),
  dataFile('blogCategories.json', blogCategories, 'Blog: categories', 'blog'),
  dataFile(
    'careers.json',
    careers,
    'Careers: benefits, openings, testimonials, notes',
    'employment',
  ),
  dataFile('closingCta.json', closingCta, 'Call to action before the footer'),
  dataFile('figures.json', figures, 'Headline figures (home and Our Impact)'),
  dataFile(
    'freelancers.json',
    freelancers,
    'For Freelancers: benefits and testimonials',
    'freelancers',
  ),
  dataFile('homeServices.json', homeServices, 'Home: Our Services'),
  dataFile('impact.json', impact, 'Our Impact: items and stories', 'our-impact'),
  dataFile('investors.json', investors, 'Investors: reasons, revenue, updates', 'investors'),
  dataFile('leadership.json', leadership, 'Leadership: team and philosophy', 'leadership'),
  dataFile('navigation.json', navigation, 'Tagline, menu and footer links'),
  dataFile('notices.json', notices, 'Notices'),
  dataFile('partners.json', partners, 'Partners: types and reasons', 'partners'),
  dataFile('popups/newHires.json', newHires, 'Pop-up: new hires'),
  dataFile('popups/projectSubmissions.json', projectSubmissions, 'Pop-up: project submissions'),
  // The routes are code (each is a file in src/pages), but checked like the data.
  {file: 'routes.ts', data: {ROUTES}, schema: routes},
  dataFile('rules.json', rules, 'Rules & Payments: rules and payment methods', 'rules'),
  dataFile('services.json', services, 'Services', 'services'),
  dataFile('testimonials.json', testimonials, 'Home: testimonials carousel'),
  dataFile(
    'trustSafety.json',
    trustSafety,
    'Trust & Safety: safeguards, policies, trust points',
    'trust-safety',
  ),
];
