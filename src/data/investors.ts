import type {InvestorsData} from '@site/src/data/schemas/investors';
import type {Card} from '@site/src/components/Page/CardList';
import type {Update} from '@site/src/components/Page/UpdateList';
import raw from './content/investors.json';

/** "Why Invest": exactly six reasons. */
export const INVEST_REASONS: Card[] = (raw as InvestorsData).reasons;

export const REVENUE_SOURCES: Card[] = (raw as InvestorsData).revenueSources;

/** "Updates", newest first. */
export const INVESTOR_UPDATES: Update[] = (raw as InvestorsData).updates;
