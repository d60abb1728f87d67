import {useCallback, useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {NEW_HIRES, NEW_HIRE_TIMING} from '@site/src/data/popups/newHires';
import {
  PROJECT_SUBMISSIONS,
  PROJECT_SUBMISSION_TIMING,
} from '@site/src/data/popups/projectSubmissions';
import {newHireMessage, projectSubmissionMessage} from '@site/src/lib/popupMessages';
import {Popup} from '../Popup';
import {saveStored} from '@site/src/browser/storage';
import styles from './styles.module.css';

/** True while the browser tab is hidden, so the queues wait instead of running unseen. */
function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/**
 * The two social-proof pop-ups, bottom left (the chat launcher sits bottom
 * right). Loaded lazily by `SocialProofLoader`; mounted once in Root, so the
 * queues carry on across client-side navigation.
 */
export function SocialProof(): ReactNode {
  const hidden = usePageHidden();
  const [stopped, setStopped] = useState(false);
  const stop = useCallback(() => {
    saveStored('socialProofStopped', '1');
    setStopped(true);
  }, []);

  if (stopped) return null;
  const submitted = translate({
    id: 'popups.projectSubmission.message',
    message: '{firstName} {lastInitial}. submitted {aJobType} project',
    description:
      'A pop-up: {aJobType} is the job type after "a" or "an" in English; {jobType} is the job type alone',
  });
  const joined = translate({
    id: 'popups.newHire.message',
    message: '{firstName} from {country} just joined',
    description: 'A pop-up about a freelancer who just joined',
  });
  return (
    // A labelled region makes the pop-ups one landmark that can be found and skipped.
    // Visual order (top to bottom) matches reading order: projects above new hires.
    <section
      aria-label={translate({id: 'popups.region', message: 'Recent activity'})}
      className={styles.region}>
      <Popup
        label={translate({id: 'popups.projectSubmissions', message: 'Project submissions'})}
        entries={PROJECT_SUBMISSIONS}
        timing={PROJECT_SUBMISSION_TIMING}
        message={(entry) => projectSubmissionMessage(entry, submitted)}
        paused={hidden}
        onStop={stop}
      />
      <Popup
        label={translate({id: 'popups.newHires', message: 'New freelancers'})}
        entries={NEW_HIRES}
        timing={NEW_HIRE_TIMING}
        message={(entry) => newHireMessage(entry, joined)}
        paused={hidden}
        onStop={stop}
      />
    </section>
  );
}
