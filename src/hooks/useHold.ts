import {useCallback, useEffect, useState, type RefObject} from 'react';

/** A timer that can be held and let go: the pop-up scheduler and the carousel clock (src/lib). */
export type Holdable = {pause: () => void; resume: () => void};

export type HoldOptions = {
  /** Holds the timer as well, e.g. while the tab is hidden. */
  alsoWhile?: boolean;
  /** Focus on this element does not hold: the carousel's Play button must set the quotes moving. */
  exceptFocusOn?: RefObject<HTMLElement | null>;
};

/**
 * The one rule for "paused while hovered or focused" (WCAG 2.2.1, 2.2.2): holds
 * `timer` while the pointer is over `area` or keyboard focus is inside it.
 * Listened to natively: the area is not a control, it only notices that the
 * visitor is reading or using what is inside it. Returns `release`, which lets
 * go at once, for when that content goes away under the pointer or focus.
 */
export function useHold(
  area: RefObject<HTMLElement | null>,
  timer: Holdable,
  {alsoWhile = false, exceptFocusOn}: HoldOptions = {},
): () => void {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    const listening = new AbortController();
    const options = {signal: listening.signal};
    element.addEventListener('mouseenter', () => setHovered(true), options);
    element.addEventListener('mouseleave', () => setHovered(false), options);
    element.addEventListener(
      'focusin',
      (event) => setFocused(event.target !== exceptFocusOn?.current),
      options,
    );
    // Focus moving within the area blurs one element and focuses the next: focusin follows.
    element.addEventListener('focusout', () => setFocused(false), options);
    return () => listening.abort();
  }, [area, exceptFocusOn]);

  const held = alsoWhile || hovered || focused;
  useEffect(() => {
    if (held) timer.pause();
    else timer.resume();
  }, [timer, held]);

  return useCallback(() => {
    setHovered(false);
    setFocused(false);
  }, []);
}
