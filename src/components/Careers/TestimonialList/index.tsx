import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type Testimonial = {
  /** First name and last initial, e.g. "Mariana S.". */
  name: string;
  country: string;
  quote: string;
};

export type Props = {testimonials: readonly Testimonial[]};

/** Quotes from freelancers, each a <figure> so the quote and its author stay together. */
export function TestimonialList({testimonials}: Props): ReactNode {
  return (
    <ul className={styles.list}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name} className={styles.item}>
          <figure className={styles.figure}>
            <blockquote className={styles.quote}>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className={styles.author}>
              {testimonial.name}, {testimonial.country}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
