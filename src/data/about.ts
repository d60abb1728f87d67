import type {AboutData} from '@site/src/data/schemas/about';
import type {Card} from '@site/src/components/Page/CardList';
import raw from './content/about.json';

// Checked against its schema by the build (plugins/content-check) and the unit tests.

/** "Our Core Values" on /about: exactly Opportunity, Authenticity and Innovation. */
export const CORE_VALUES: Card[] = (raw as AboutData).coreValues;
