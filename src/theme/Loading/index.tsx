// Ejected from Docusaurus 3.10.2 theme-fallback: shows the site's spinner (and a retry on failure).
import type {ReactNode} from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import Translate from '@docusaurus/Translate';
import {Spinner} from '@site/src/components/Frame/Spinner';

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div role="alert" className="container margin-vert--xl text--center">
        <p>
          <Translate id="frame.loading.failed">
            This page could not be loaded. Check your connection and try again.
          </Translate>
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="error.tryAgain">Try again</Translate>
        </button>
      </div>
    );
  }
  return pastDelay ? <Spinner /> : null;
}
