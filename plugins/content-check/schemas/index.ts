import type {ContentModule} from '../check';
import about from './about';
import blogCategories from './blogCategories';
import careers from './careers';
import closingCta from './closingCta';
import figures from './figures';
import freelancers from './freelancers';
import homeServices from './homeServices';
import impact from './impact';
import investors from './investors';
import leadership from './leadership';
import navigation from './navigation';
import notices from './notices';
import partners from './partners';
import newHires from './popups/newHires';
import projectSubmissions from './popups/projectSubmissions';
import routes from './routes';
import rules from './rules';
import services from './services';
import testimonials from './testimonials';
import trustSafety from './trustSafety';

/** One schema per data file under src/data (and the routes): a test fails when a file has none. */
export const CONTENT_MODULES: readonly ContentModule[] = [
  about,
  blogCategories,
  careers,
  closingCta,
  figures,
  freelancers,
  homeServices,
  impact,
  investors,
  leadership,
  navigation,
  notices,
  partners,
  newHires,
  projectSubmissions,
  routes,
  rules,
  services,
  testimonials,
  trustSafety,
];
