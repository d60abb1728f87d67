import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {readStored} from '@site/src/browser/storage';

// The pop-ups and their entries form their own chunk, so no page's first load
// carries them; this component is all that Root imports. A chunk that fails to
// load (offline, a deploy in between) leaves the page as it is, without pop-ups.
const SocialProof = lazy(() =>
  import('../SocialProof').then(
    (module) => ({default: module.SocialProof}),
    () => ({default: () => null}),
  ),
);

/** Runs `callback` once the browser is idle (at most 1.5 s from now). Returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: 1500});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Fetches the social-proof pop-ups when the browser is idle (Root mounts this once the splash is over),
 * unless the visitor stopped them in this tab. The pop-ups' delays count from
 * page load, not from here.
 */
export function SocialProofLoader(): ReactNode {
  const [wanted, setWanted] = useState(false);
  useEffect(
    () => (readStored('socialProofStopped') === '1' ? undefined : whenIdle(() => setWanted(true))),
    [],
  );
  return wanted ? (
    <Suspense fallback={null}>
      <SocialProof />
    </Suspense>
  ) : null;
}
