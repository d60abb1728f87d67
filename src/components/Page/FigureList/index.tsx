import type {ReactNode} from 'react';
import {ListGrid} from '../ListGrid';
import styles from './styles.module.css';

export type Figure = {
  /** An emoji shown as decoration; hidden from screen readers. */
  icon: string;
  value: string;
  label: string;
};

/** Headline figures as a list: "5,000+ Freelancers Hired", ... */
export function FigureList({figures}: {figures: readonly Figure[]}): ReactNode {
  return (
    <ListGrid columns={4} twoOnPhones tight>
      {figures.map((figure) => (
        <li key={figure.label} className={styles.figure}>
          <span className={styles.icon} aria-hidden="true">
            {figure.icon}
          </span>
          <span className={styles.value}>{figure.value}</span>{' '}
          <span className={styles.label}>{figure.label}</span>
        </li>
      ))}
    </ListGrid>
  );
}
