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

/** Each data file under src/data/content with its schema (and the routes): a test fails when a file has none. */
export const CONTENT_MODULES: readonly ContentModule[] = [
  dataFile('about.json', about),
  dataFile('blogCategories.json', blogCategories),
  dataFile('careers.json', careers),
  dataFile('closingCta.json', closingCta),
  dataFile('figures.json', figures),
  dataFile('freelancers.json', freelancers),
  dataFile('homeServices.json', homeServices),
  dataFile('impact.json', impact),
  dataFile('investors.json', investors),
  dataFile('leadership.json', leadership),
  dataFile('navigation.json', navigation),
  dataFile('notices.json', notices),
  dataFile('partners.json', partners),
  dataFile('popups/newHires.json', newHires),
  dataFile('popups/projectSubmissions.json', projectSubmissions),
  // The routes are code (each is a file in src/pages), but checked like the data.
  {file: 'routes.ts', data: {ROUTES}, schema: routes},
  dataFile('rules.json', rules),
  dataFile('services.json', services),
  dataFile('testimonials.json', testimonials),
  dataFile('trustSafety.json', trustSafety),
];
