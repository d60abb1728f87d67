// Ejected from Docusaurus 3.10.2 theme-classic: the table of contents beside the text is a
// labelled navigation landmark (PolicyContents), not a bare <div>; it keeps its sticky place.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/TOC';
import {PolicyContents} from '@site/src/components/Legal/PolicyContents';
import styles from './styles.module.css';

export default function TOC({className, ...props}: Props): ReactNode {
  return (
    <PolicyContents
      {...props}
      className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}
    />
  );
}
