import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Icon, type IconName} from '../Icon';
import {ListGrid} from '../ListGrid';
import styles from './styles.module.css';

export type CardItem = {
  /** A decorative icon above the title. */
  icon?: IconName;
  title: string;
  description: ReactNode;
};

/** A card as a data module writes it: an icon, a title and plain text. */
export type Card = CardItem & {icon: IconName; description: string};

export type Props = {
  items: readonly CardItem[];
  /** Columns on wide screens; cards stack on phones. */
  columns?: 2 | 3 | 4;
  /** Heading level of each card's title, under the section's <h2>. */
  headingLevel?: 'h3' | 'h4';
  ordered?: boolean;
};

/** A counted collection of cards: a real list, so its length is announced. */
export function CardList({items, columns = 3, headingLevel = 'h3', ordered}: Props): ReactNode {
  return (
    <ListGrid columns={columns} ordered={ordered}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.icon && <Icon name={item.icon} className={styles.icon} />}
          <Heading as={headingLevel} className={styles.title}>
            {item.title}
          </Heading>
          <div className={styles.description}>{item.description}</div>
        </li>
      ))}
    </ListGrid>
  );
}
