import type {ReactNode} from 'react';
import type {Testimonial} from '@site/src/data/testimonials';
import {Quote} from '@site/src/components/Page/Quote';
import styles from './styles.module.css';

export type Props = {testimonials: readonly Testimonial[]};

/** Quotes from freelancers as cards in three columns. */
export function TestimonialList({testimonials}: Props): ReactNode {
  return (
    <ul className={styles.list}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name} className={styles.item}>
          <Quote
            testimonial={testimonial}
            classNames={{figure: styles.figure, quote: styles.quote}}
          />
        </li>
      ))}
    </ul>
  );
}
