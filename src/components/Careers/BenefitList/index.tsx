import type {ReactNode} from 'react';
import {Icon, type IconName} from '@site/src/components/Page/Icon';
import {ListGrid} from '@site/src/components/Page/ListGrid';
import styles from './styles.module.css';

/** A benefit of freelancing with us: a decorative icon and one sentence. */
export type FreelancerBenefit = {icon: IconName; text: string};

/** Icon-and-sentence benefits in a list that runs in two columns on wide screens. */
export function BenefitList({benefits}: {benefits: readonly FreelancerBenefit[]}): ReactNode {
  return (
    <ListGrid columns={2} tight>
      {benefits.map((benefit) => (
        <li key={benefit.text} className={styles.benefit}>
          <Icon name={benefit.icon} className={styles.icon} />
          <span>{benefit.text}</span>
        </li>
      ))}
    </ListGrid>
  );
}
