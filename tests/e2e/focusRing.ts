/**
 * What cuts off the focus ring of the element that has focus, noted by the page itself each time
 * a Tab has moved focus (`page.evaluate(watchRings)` in focus-rings.spec.ts): at the key's
 * release, focus has moved and scrolled its element into view. Playwright sends the function's
 * source to the browser, so everything it uses is declared inside it.
 *
 * The ring is the outline: drawn `outline-offset + outline-width` outside each of the element's
 * line boxes. It is cut where it passes the viewport's side, or the edge of an ancestor that
 * clips what it holds: overflow other than visible (at its padding box), paint containment,
 * which `content-visibility: auto` brings (at its border box), or a clip-path. Only
 * `overflow: clip` lets `overflow-clip-margin` widen that edge; Chromium ignores it for paint
 * containment, which is how a link at a section's edge lost the left of its ring at 320 px.
 */

/** One Tab's report; null once focus has left the page past its last control. */
export type RingReport = {element: string; cut: string[]} | null;

/** The reports noted since the walk began: the last is null once it has ended. */
export type RingWalk = {reports: RingReport[]; restart: () => void};

/**
 * Starts noting a report for each Tab released, in `window.ringWalk`. Past the last control,
 * Tab would start over from the top: it is held until `restart`, so a walk that reads its
 * reports only now and then ends where focus left the page, and the next starts at the top.
 */
export function watchRings(): void {
  const reports: RingReport[] = [];
  let ended = false;
  const restart = () => {
    reports.length = 0;
    ended = false;
  };
  Object.assign(window, {ringWalk: {reports, restart} satisfies RingWalk});
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab' && ended) event.preventDefault();
    },
    true,
  );
  window.addEventListener(
    'keyup',
    (event) => {
      if (event.key !== 'Tab' || ended) return;
      const report = ringCut();
      reports.push(report);
      ended = report === null;
    },
    true,
  );

  function ringCut(): RingReport {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const name = `<${element.localName}${element.id ? `#${element.id}` : ''}> "${text.slice(0, 40)}"`;
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) {
      return {element: name, cut: ['it has no focus ring']};
    }
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset || '0');
    const rings = [...element.getClientRects()]
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => ({
        left: rect.left - reach,
        right: rect.right + reach,
        top: rect.top - reach,
        bottom: rect.bottom + reach,
      }));
    const cut = new Set<string>();
    // Sub-pixel layout: half a pixel either way is on the edge.
    const TOLERANCE = 0.5;
    const width = document.documentElement.clientWidth;
    for (const ring of rings) {
      if (ring.left < -TOLERANCE) cut.add("its left side, by the viewport's edge");
      if (ring.right > width + TOLERANCE) cut.add("its right side, by the viewport's edge");
    }

    const describe = (node: Element) =>
      `<${node.localName}${[...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')}>`;
    for (
      let node = element.parentElement;
      node && node !== document.body && node !== document.documentElement;
      node = node.parentElement
    ) {
      const own = getComputedStyle(node);
      const paint =
        /paint|strict|content/.test(own.contain) ||
        own.contentVisibility === 'auto' ||
        own.contentVisibility === 'hidden' ||
        own.clipPath !== 'none';
      const clipsX = own.overflowX !== 'visible' || paint;
      const clipsY = own.overflowY !== 'visible' || paint;
      if (!clipsX && !clipsY) continue;
      const box = node.getBoundingClientRect();
      const clipOnly = !paint && own.overflowX === 'clip' && own.overflowY === 'clip';
      const margin = clipOnly
        ? parseFloat(own.overflowClipMargin.replace(/^[a-z-]+\s*/, '')) || 0
        : 0;
      // Overflow clips at the padding box; paint containment and clip-path at the border box.
      const border = (side: 'Left' | 'Right' | 'Top' | 'Bottom') =>
        paint ? 0 : parseFloat(own[`border${side}Width`]);
      const edge = {
        left: box.left + border('Left') - margin,
        right: box.right - border('Right') + margin,
        top: box.top + border('Top') - margin,
        bottom: box.bottom - border('Bottom') + margin,
      };
      for (const ring of rings) {
        if (clipsX && ring.left < edge.left - TOLERANCE)
          cut.add(`its left side, by ${describe(node)}`);
        if (clipsX && ring.right > edge.right + TOLERANCE)
          cut.add(`its right side, by ${describe(node)}`);
        if (clipsY && ring.top < edge.top - TOLERANCE) cut.add(`its top, by ${describe(node)}`);
        if (clipsY && ring.bottom > edge.bottom + TOLERANCE)
          cut.add(`its bottom, by ${describe(node)}`);
      }
    }
    return {element: name, cut: [...cut]};
  }
}
