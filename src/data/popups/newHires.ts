/**
 * The new-hire pop-up's entries (SPEC section 7): first name only and a country.
 *
 * ILLUSTRATIVE: these are not real people. Before launch, replace them with real,
 * consented hiring events or turn the pop-ups off (README, "Social proof").
 * Only `src/components/Popups/SocialProof` imports this module, so the list stays
 * out of every page's first-load bundle.
 */
import type {PopupTiming} from '@site/src/lib/popupScheduler';
import type {NewHire} from '@site/src/lib/popupMessages';
import type {NewHiresData} from '@site/src/data/schemas/popups/newHires';
import raw from '../content/popups/newHires.json';

/**
 * First shown 5 s after load; from then the one up hides every 12 s (17 s, 29 s ...)
 * and the next appears 0.5 s after each hide.
 */
export const NEW_HIRE_TIMING: PopupTiming = {firstDelay: 5000, interval: 12_000, gap: 500};

/** The file lists first names by country, compact to read and easy to check. */
export const NEW_HIRES: NewHire[] = (raw as NewHiresData).countries.flatMap(
  ({country, firstNames}) => firstNames.map((firstName) => ({firstName, country})),
);
