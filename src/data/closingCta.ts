import type {ClosingCtaData} from '@site/src/data/schemas/closingCta';
import type {Props as ClosingCtaContent} from '@site/src/components/Page/ClosingCta';
import type {RoutePath} from './routes';
import raw from './content/closingCta.json';

const {hiddenOn, ...band} = raw as ClosingCtaData;

/** The call to action before the footer. Its links must not repeat a hero's label. */
export const CLOSING_CTA: ClosingCtaContent = band;

/** The pages that end with their own text instead: the policies. Every other route ends with it. */
export const WITHOUT_CLOSING_CTA: readonly RoutePath[] = hiddenOn;
