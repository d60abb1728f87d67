import clsx from 'clsx';
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

export type Props = {
  /** The trigger's accessible name. */
  label: string;
  /** What the trigger shows. */
  trigger: ReactNode;
  /** What the open panel holds: a list of links, or a radio group. */
  children: ReactNode;
  /** Hydration has taken over: reads what else the visitor did in the server-rendered panel. */
  onTakeOver?: (serverRendered: HTMLElement) => void;
  /** Kept out of sight (its space kept) when JavaScript does not run. */
  needsScript?: boolean;
};

/** What the visitor did to the server-rendered <details> before hydration. */
type Carried = {open: boolean; focusIndex: number};

const CLOSED: Carried = {open: false, focusIndex: -1};

// The trigger, then the panel's controls: the same order in both versions.
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('summary, button, a[href], input')];
}

/**
 * A header control on the WAI-ARIA disclosure pattern: a button that shows and hides a panel.
 *
 * The server renders a native <details>, which opens without JavaScript and before
 * hydration. After hydration the button is swapped in as a low-priority update, so the
 * swap never lengthens hydration's own tasks; the state is read from the <details> as it
 * leaves the page, so a click made at any moment before the swap is not lost.
 */
export function HeaderDisclosure(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // False while the native <details> is in charge; after a client-side navigation the button mounts at once.
  const [swapped, setSwapped] = useState(isBrowser);
  const carried = useRef<Carried>(CLOSED);
  const panelId = useId();
  const {onTakeOver} = props;

  useEffect(() => startTransition(() => setSwapped(true)), []);

  // Runs as hydration commits, while the panel's controls still hold what was done before it;
  // its cleanup runs as the swap commits, before the <details> leaves the document.
  const takeOver = useCallback(
    (root: HTMLDivElement | null) => {
      if (!root) return undefined;
      onTakeOver?.(root);
      return () => {
        carried.current = {
          open: root.querySelector('details')!.open,
          focusIndex: focusables(root).indexOf(document.activeElement as HTMLElement),
        };
      };
    },
    [onTakeOver],
  );

  return swapped ? (
    <Disclosure {...props} panelId={panelId} carried={carried} />
  ) : (
    <div ref={takeOver} className={styles.root} data-needs-script={props.needsScript || undefined}>
      {/* One name for the header's panels: opening one closes the other, natively. */}
      <details name="header-disclosure">
        <summary className={clsx('control-button', styles.trigger)} aria-label={props.label}>
          {props.trigger}
        </summary>
        <div id={panelId} className={styles.panel}>
          {props.children}
        </div>
      </details>
    </div>
  );
}

type DisclosureProps = Props & {panelId: string; carried: RefObject<Carried>};

function Disclosure({label, trigger, children, panelId, carried}: DisclosureProps): ReactNode {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Same commit as the swap, before the browser paints: the panel as the visitor left it.
  useLayoutEffect(() => {
    const {open: wasOpen, focusIndex} = carried.current;
    if (wasOpen) {
      // Shown at once so focus can land inside; the state follows in the same frame.
      document.getElementById(panelId)!.hidden = false;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the <details> is read only as it leaves, in this commit
      setOpen(true);
    }
    if (focusIndex >= 0) focusables(rootRef.current!)[focusIndex]?.focus();
  }, [carried, panelId]);

  useEffect(() => {
    if (!open) return undefined;
    const root = rootRef.current!;
    const close = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        triggerRef.current!.focus();
      } else {
        moveAmongLinks(event, root);
      }
    };
    // Tabbing away closes it; a click on a blank part of the page (no related target) is onPointerDown's.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) close();
    };
    // A followed link closes it, also where the header stays mounted across the navigation.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) close();
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={clsx('control-button', styles.trigger)}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}>
        {trigger}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** The disclosure-navigation pattern's optional keys: Up, Down, Home and End move between links. */
function moveAmongLinks(event: KeyboardEvent, root: HTMLElement): void {
  const links = [...root.querySelectorAll<HTMLElement>('a[href]')];
  const index = links.indexOf(event.target as HTMLElement);
  const targets: Record<string, number> = {
    ArrowDown: Math.min(index + 1, links.length - 1),
    ArrowUp: Math.max(index - 1, 0),
    Home: 0,
    End: links.length - 1,
  };
  const next = targets[event.key];
  if (index < 0 || next === undefined) return;
  event.preventDefault();
  links[next].focus();
}
