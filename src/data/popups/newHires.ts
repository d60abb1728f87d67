/**
 * The new-hire pop-up's entries (SPEC section 7): first name only and a country.
 *
 * ILLUSTRATIVE: these are not real people. Before launch, replace them with real,
 * consented hiring events or turn the pop-ups off (README, "Social proof").
 * Only `src/components/Popups/SocialProof` imports this module, so the list stays
 * out of every page's first-load bundle.
 */

import type {PopupTiming} from '@site/src/lib/popupScheduler';
import type {NewHiresData} from '@site/plugins/content-check/schemas/popups/newHires';
import raw from '../content/popups/newHires.json';

// Checked against its schema by the build (plugins/content-check) and the unit tests.

/**
 * First shown 5 s after load; from then the one up hides every 12 s (17 s, 29 s ...)
 * and the next appears 0.5 s after each hide.
 */
export const NEW_HIRE_TIMING: PopupTiming = {firstDelay: 5000, interval: 12_000, gap: 500};

export type NewHire = {
  /** First name only, as the freelancer agreed to show it. */
  firstName: string;
  /** Country name as it reads after "from", with "the" where English needs it. */
  country: string;
};

/** The English message, with its placeholders; a language's own comes from its code.json. */
export const NEW_HIRE_TEMPLATE = '{firstName} from {country} just joined';

/** "Ngozi from Nigeria just joined", or the same in the words of `template`. */
export function newHireMessage(
  {firstName, country}: NewHire,
  template = NEW_HIRE_TEMPLATE,
): string {
  return template.replace('{firstName}', firstName).replace('{country}', country);
}

/**
 * True while the entries are the illustrative ones: the build warns, and
 * LAUNCH_CHECK=strict fails it, as long as the pop-ups are on. Set it to false in
 * content/popups/newHires.json once they are real, consented hiring events.
 */
export const NEW_HIRES_ARE_ILLUSTRATIVE = (raw as NewHiresData).illustrative;

/** The file lists first names by country, compact to read and easy to check. */
export const NEW_HIRES: NewHire[] = (raw as NewHiresData).countries.flatMap(
  ({country, firstNames}) => firstNames.map((firstName) => ({firstName, country})),
);
