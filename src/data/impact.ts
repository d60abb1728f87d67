import type {ImpactData} from '@site/src/data/schemas/impact';
import type {Card} from '@site/src/components/Page/CardList';
import raw from './content/impact.json';

/** Copy for the Our Impact page. The four figures live in figures.json, shared with the home page. */
export const IMPACT_ITEMS: Card[] = (raw as ImpactData).items;

export const STORIES: Card[] = (raw as ImpactData).stories;
