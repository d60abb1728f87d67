import type {HomeServicesData} from '@site/src/data/schemas/homeServices';
import type {Card} from '@site/src/components/Page/CardList';
import raw from './content/homeServices.json';

/** The six service tiles on the home page, in the order the spec lists them. */
export const HOME_SERVICES: Card[] = (raw as HomeServicesData).services;
