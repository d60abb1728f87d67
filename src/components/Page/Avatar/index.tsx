import type {ReactNode} from 'react';
import clsx from 'clsx';
import {toneIndex} from '@site/src/lib/initials';
import styles from './styles.module.css';

/** A portrait imported by a data module, with its size so the page reserves its box. */
export type Photo = {src: string; width: number; height: number};

export type Props = {
  /** One to three letters, e.g. "AT", shown when there is no photo. */
  initials: string;
  /** A real photo, in place of the initials. */
  photo?: Photo;
  /** The photo's text alternative; initials are decorative, since the name is printed beside them. */
  alt?: string;
  size?: 's' | 'l';
  /** Photos below the fold load as they come near (`loading="lazy"`). */
  lazy?: boolean;
};

const TONES = ['brand', 'accent', 'ink', 'sun'] as const;

/** A face for a person: their photo, or their initials in a circle on the brand's palette. */
export function Avatar({initials, photo, alt = '', size = 'l', lazy = true}: Props): ReactNode {
  if (photo)
    return (
      <img
        className={clsx(styles.avatar, styles[size])}
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
      />
    );
  const tone = TONES[toneIndex(initials, TONES.length)];
  return (
    <span className={clsx(styles.avatar, styles[size], styles[tone])} aria-hidden="true">
      {initials}
    </span>
  );
}
