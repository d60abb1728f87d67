import type {ReactNode} from 'react';
import type {FreelancerBenefit} from '@site/src/data/freelancers';
import styles from './styles.module.css';

/** Icon-and-sentence benefits in a list that runs in two columns on wide screens. */
export function BenefitList({benefits}: {benefits: readonly FreelancerBenefit[]}): ReactNode {
  return (
    <ul className={styles.benefits}>
      {benefits.map((benefit) => (
        <li key={benefit.text} className={styles.benefit}>
          <span className={styles.icon} aria-hidden="true">
            {benefit.icon}
          </span>
          <span>{benefit.text}</span>
        </li>
      ))}
    </ul>
  );
}
