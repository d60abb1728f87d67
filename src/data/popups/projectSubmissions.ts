/**
 * The project-submission pop-up's entries (SPEC section 7): first name, last
 * initial and the kind of creative or language work submitted.
 *
 * ILLUSTRATIVE: these are not real submissions. Before launch, replace them with
 * real, consented events or turn the pop-ups off (README, "Social proof").
 * Only `src/components/Popups/SocialProof` imports this module, so the list stays
 * out of every page's first-load bundle.
 */
import type {PopupTiming} from '@site/src/lib/popupScheduler';
import type {ProjectSubmission} from '@site/src/lib/popupMessages';
import type {ProjectSubmissionsData} from '@site/src/data/schemas/popups/projectSubmissions';
import raw from '../content/popups/projectSubmissions.json';

/**
 * First shown 10 s after load; from then the one up hides every 15 s (25 s, 40 s ...)
 * and the next appears 0.5 s after each hide.
 */
export const PROJECT_SUBMISSION_TIMING: PopupTiming = {
  firstDelay: 10_000,
  interval: 15_000,
  gap: 500,
};

export const PROJECT_SUBMISSIONS: ProjectSubmission[] = (raw as ProjectSubmissionsData).submissions;
