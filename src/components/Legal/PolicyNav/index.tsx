import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {PolicyLink} from '@site/src/lib/policyHistory';
import styles from './styles.module.css';

export type Props = {
  policies: PolicyLink[];
  /** The address of the policy on screen, marked as the current page. */
  current: string;
};

/** The way from one policy to the others: a navigation landmark listing all of them. */
export function PolicyNav({policies, current}: Props): ReactNode {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className={styles.nav}>
      <p id={labelId} className={clsx('caps-label', styles.label)}>
        {translate({
          id: 'legal.nav.label',
          message: 'Legal pages',
          description: 'The label of the links between the policies, under each one',
        })}
      </p>
      <ul className={styles.list}>
        {policies.map(({title, permalink}) => (
          <li key={permalink}>
            <Link
              to={permalink}
              className={styles.link}
              aria-current={permalink === current ? 'page' : undefined}>
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
