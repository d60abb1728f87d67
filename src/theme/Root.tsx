// Swizzled from Docusaurus 3.10.2 theme-fallback (whose Root renders only its children): wraps the app once, so what it holds survives client-side navigation.
import {useCallback, useState, type ReactNode} from 'react';
import {useSiteFacts} from '@site/src/hooks/useSiteFacts';
import {useBrandText} from '@site/src/hooks/useBrandText';
import {NoticeProvider} from '@site/src/components/Notice';
import {ChatProvider} from '@site/src/components/Chat';
import {Splash} from '@site/src/components/Frame/Splash';
import {Spinner} from '@site/src/components/Frame/Spinner';
import {SocialProofLoader} from '@site/src/components/Popups/SocialProofLoader';
import notices from '@site/src/data/content/notices.json';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const {socialProofPopups} = useSiteFacts();
  const brandText = useBrandText();
  const [splashDone, setSplashDone] = useState(false);
  const endSplash = useCallback(() => setSplashDone(true), []);
  return (
    <NoticeProvider>
      <ChatProvider enabled={splashDone} unavailable={notices.chatUnavailable}>
        {/* First in the document, so that no paint shows the page before it (it is aria-hidden). */}
        {!splashDone && <Splash brandName={brandText} onDone={endSplash} />}
        {children}
        {/* After the splash, which hydration alone should keep busy. */}
        {socialProofPopups && splashDone && <SocialProofLoader />}
        {/* Revealed by src/clientModules/routeSpinner.ts while a route's code loads. */}
        <Spinner className="route-spinner" />
      </ChatProvider>
    </NoticeProvider>
  );
}
