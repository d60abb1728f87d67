import type {ServicesData} from '@site/src/data/schemas/services';
import type {Card} from '@site/src/components/Page/CardList';
import raw from './content/services.json';

/** The six services on /services, in the order the spec lists them. */
export const SERVICES: Card[] = (raw as ServicesData).services;
