import type {PartnersData} from '@site/src/data/schemas/partners';
import type {Card} from '@site/src/components/Page/CardList';
import raw from './content/partners.json';

/** Copy for the Partners page. Each card's description is plain text. */
export const PARTNER_TYPES: Card[] = (raw as PartnersData).types;

export const PARTNER_REASONS: Card[] = (raw as PartnersData).reasons;
