import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Testimonial} from '@site/src/data/testimonials';
import styles from './styles.module.css';

export type Props = {
  testimonial: Testimonial;
  /** Each list or carousel gives the quote its own look. */
  classNames?: {figure?: string; quote?: string; author?: string};
};

/** A testimonial as a <figure>, so the quote and its author stay together. */
export function Quote({testimonial, classNames = {}}: Props): ReactNode {
  return (
    <figure className={clsx(styles.figure, classNames.figure)}>
      <blockquote className={clsx(styles.quote, classNames.quote)}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={clsx(styles.author, classNames.author)}>
        {testimonial.name}, {testimonial.country}
      </figcaption>
    </figure>
  );
}
