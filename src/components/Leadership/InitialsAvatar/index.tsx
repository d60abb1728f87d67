import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type Props = {
  /** One to three letters, e.g. "AT". */
  initials: string;
};

/**
 * A generated stand-in for a portrait: the person's initials in a circle. Decorative
 * (aria-hidden), because the name is always printed beside it.
 */
export function InitialsAvatar({initials}: Props): ReactNode {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initials}
    </span>
  );
}
