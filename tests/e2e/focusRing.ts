/**
 * WCAG 2.4.7 and 2.4.13, run in the page (`page.evaluate(cutRings)`, so it uses nothing from
 * outside its body): each control a Tab reaches is focused in turn, and its ring, the outline
 * drawn `outline-offset + outline-width` outside each line box, must not be cut by the
 * viewport's sides or by an ancestor that clips: overflow other than visible (at its padding
 * box, widened only by `overflow: clip`'s margin), paint containment, which
 * `content-visibility: auto` brings, or a clip-path (at its border box). Chromium ignores the
 * clip margin under paint containment: that is how a link lost the left of its ring at 320 px.
 */
export function cutRings(): {reached: number; cuts: string[]} {
  // Sub-pixel layout: half a pixel either way is on the edge.
  const TOLERANCE = 0.5;
  const tabbable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]',
    ),
  ].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      element.checkVisibility({visibilityProperty: true}),
  );
  const cuts: string[] = [];
  const describe = (node: Element) =>
    `<${node.localName}${[...node.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('')}>`;
  for (const element of tabbable) {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const name = `<${element.localName}> "${text.slice(0, 40)}"`;
    // As a Tab would: drawn as the keyboard's focus, and scrolled into view.
    element.focus({focusVisible: true} as FocusOptions);
    if (!element.matches(':focus-visible')) {
      cuts.push(`${name}: not focused as by the keyboard`);
      continue;
    }
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) {
      cuts.push(`${name}: it has no focus ring`);
      continue;
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
    const width = document.documentElement.clientWidth;
    for (const ring of rings) {
      if (ring.left < -TOLERANCE) cut.add("its left side, by the viewport's edge");
      if (ring.right > width + TOLERANCE) cut.add("its right side, by the viewport's edge");
    }
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
    for (const where of cut) cuts.push(`${name}: ${where}`);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return {reached: tabbable.length, cuts};
}
