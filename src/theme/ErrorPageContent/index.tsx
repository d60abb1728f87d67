// Ejected from Docusaurus 3.10.2 theme-classic: the spec names this screen "Unexpected Application Error!".
import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import {ErrorScreen} from '@site/src/components/Frame/ErrorScreen';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <ErrorScreen error={error} tryAgain={tryAgain} />;
}
