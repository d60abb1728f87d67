import type {ReactNode} from 'react';
import {Quote, type Testimonial} from '@site/src/components/Page/Quote';
import {ListGrid} from '@site/src/components/Page/ListGrid';
import styles from './styles.module.css';

export type Props = {testimonials: readonly Testimonial[]};

/** Quotes from freelancers as cards in three columns. */
export function TestimonialList({testimonials}: Props): ReactNode {
  return (
    <ListGrid columns={3}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <Quote
            testimonial={testimonial}
            classNames={{figure: styles.figure, quote: styles.quote}}
          />
        </li>
      ))}
    </ListGrid>
  );
}
