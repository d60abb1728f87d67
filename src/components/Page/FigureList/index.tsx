import type {ReactNode} from 'react';
import {Icon, type IconName} from '../Icon';
import {ListGrid} from '../ListGrid';
import styles from './styles.module.css';

export type Figure = {
  /** A decorative icon above the value. */
  icon: IconName;
  value: string;
  label: string;
};

/** Headline figures as a list: "5,000+ Freelancers Hired", ... */
export function FigureList({figures}: {figures: readonly Figure[]}): ReactNode {
  return (
    <ListGrid columns={4} twoOnPhones tight>
      {figures.map((figure) => (
        <li key={figure.label} className={styles.figure}>
          <Icon name={figure.icon} className={styles.icon} />
          <span className={styles.value}>{figure.value}</span>{' '}
          <span className={styles.label}>{figure.label}</span>
        </li>
      ))}
    </ListGrid>
  );
}
