import {PARTNER_REASONS, PARTNER_TYPES} from '@site/src/data/partners';
import {describeCards} from './cardChecks';

const FILE = 'partners.ts';

describeCards(FILE, 'PARTNER_TYPES', 'partner type', PARTNER_TYPES, 5);
describeCards(FILE, 'PARTNER_REASONS', 'reason', PARTNER_REASONS, 3);
