import type {ReactNode} from 'react';
import clsx from 'clsx';
import {initialsOf} from '@site/src/lib/initials';
import {Avatar} from '../Avatar';
import styles from './styles.module.css';

/** A freelancer's words, used with their consent (docs/writing.md, "Social proof"). */
export type Testimonial = {
  /** First name and initial, as the freelancer agreed to be named. */
  name: string;
  country: string;
  /** One or two sentences; the carousel box is as tall as the longest. */
  quote: string;
};

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
        <Avatar initials={initialsOf(testimonial.name)} size="s" />
        <span>
          {testimonial.name}, <span className={styles.country}>{testimonial.country}</span>
        </span>
      </figcaption>
    </figure>
  );
}
