import type {ReactNode} from 'react';
import clsx from 'clsx';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styles from './styles.module.css';

export type Props = {
  /** The trigger's accessible name. */
  label: string;
  /** What the trigger shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  children: ReactNode;
};

/**
 * A header dropdown on Radix: Enter, Space and the arrow keys open it and move
 * through it, Escape closes it and returns focus to the trigger.
 */
export function HeaderMenu({label, trigger, triggerClassName, children}: Props): ReactNode {
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while
    // leaving it focusable (axe: aria-hidden-focus); Escape and Tab still close it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={clsx(styles.trigger, triggerClassName)} aria-label={label}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align="end"
          sideOffset={8}
          collisionPadding={8}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

type ItemProps = {
  onSelect?: () => void;
  current?: boolean;
  highlighted?: boolean;
  /** Renders the child (a link) as the item. */
  asChild?: boolean;
  children: ReactNode;
};

export function HeaderMenuItem({
  onSelect,
  current,
  highlighted,
  asChild,
  children,
}: ItemProps): ReactNode {
  return (
    <DropdownMenu.Item
      asChild={asChild}
      className={clsx(styles.item, highlighted && styles.highlighted)}
      aria-current={current ? 'true' : undefined}
      onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

export function HeaderMenuSeparator(): ReactNode {
  return <DropdownMenu.Separator className={styles.separator} />;
}
