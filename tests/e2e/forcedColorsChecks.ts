// Runs in the page (Playwright's evaluate, and the engines suite's in Firefox): it must use
// nothing from outside its own body.

/**
 * In forced colours, what is no longer visible on the page, as a list of sentences (empty
 * when all is well):
 * - a control (a button, a disclosure, a field, or a link drawn as a button: with the site's
 *   button classes or a fill) with no edge left: no border on every side, no outline, no fill
 *   apart from what is behind it;
 * - an icon drawn by a mask over a control's background in the colour of that background;
 * - an SVG icon with no size, or in no colour that shows on what is behind it.
 */
export function findInvisibleParts(): string[] {
  const alpha = (colour: string) => {
    const parts = colour.match(/[\d.]+/g) ?? [];
    return parts.length > 3 ? Number(parts[3]) : colour.startsWith('rgb') ? 1 : 0;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    // Off the side of the page (the skip link until focused) is not on screen.
    const onPage = box.right > 0 && box.left < document.documentElement.clientWidth;
    return (
      box.width > 0 &&
      box.height > 0 &&
      onPage &&
      element.checkVisibility({opacityProperty: true, visibilityProperty: true})
    );
  };
  const nameOf = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  const probe = document.createElement('div');
  probe.style.backgroundColor = 'Canvas';
  document.body.append(probe);
  const canvas = getComputedStyle(probe).backgroundColor;
  probe.remove();
  /** The colour painted behind `element`: its own fill or the nearest one around it. */
  const behind = (element: Element | null): string => {
    for (let node = element; node; node = node.parentElement) {
      const fill = getComputedStyle(node).backgroundColor;
      if (alpha(fill) > 0) return fill;
    }
    return canvas;
  };

  const problems: string[] = [];
  const controls = document.querySelectorAll(
    'button, [role="button"], summary, input:not([type="hidden"], [type="radio"], [type="checkbox"]), select, textarea, a[href]',
  );
  for (const control of controls) {
    if (!shown(control)) continue;
    const style = getComputedStyle(control);
    const drawnAsButton =
      control.matches('.button, .control-button') || alpha(style.backgroundColor) > 0;
    if (control.tagName === 'A' && !drawnAsButton) continue;
    const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).every(
      (side) =>
        style[`border${side}Style`] !== 'none' &&
        parseFloat(style[`border${side}Width`]) > 0 &&
        alpha(style[`border${side}Color`]) > 0,
    );
    const outlined =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      alpha(style.outlineColor) > 0;
    // A fill of the system's own (Highlight) apart from what is behind it marks the control too.
    const filledApart =
      alpha(style.backgroundColor) > 0 && style.backgroundColor !== behind(control.parentElement);
    if (!bordered && !outlined && !filledApart) {
      problems.push(`${nameOf(control)} has no visible edge`);
    }
    for (const pseudo of ['::before', '::after']) {
      const icon = getComputedStyle(control, pseudo);
      if (icon.maskImage === 'none' || icon.content === 'none') continue;
      if (icon.backgroundColor === behind(control)) {
        problems.push(`${nameOf(control)}'s ${pseudo} icon is the colour of its background`);
      }
    }
  }

  for (const icon of document.querySelectorAll('svg')) {
    if (!shown(icon)) continue;
    const {color} = getComputedStyle(icon);
    if (alpha(color) === 0)
      problems.push(`an icon in ${nameOf(icon.parentElement ?? icon)} has no colour`);
    const background = behind(icon);
    const paints = [
      ...icon.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse'),
    ]
      .flatMap((shape) => {
        const {fill, stroke} = getComputedStyle(shape);
        return [fill, stroke];
      })
      .filter((paint) => paint.startsWith('rgb') && alpha(paint) > 0);
    if (!paints.some((paint) => paint !== background)) {
      problems.push(
        `an icon in ${nameOf(icon.parentElement ?? icon)} does not show on ${background}`,
      );
    }
  }
  return problems;
}

/**
 * The fill of the element `selector` finds, and the fill of the nearest element around it
 * that has one: in forced colours a highlight drawn by a fill must still differ from it.
 */
export function ownAndSurroundingFill(selector: string): [own: string, around: string] {
  const element = document.querySelector(selector)!;
  const opaque = (colour: string) => !/rgba\(.*,\s*0\)$|transparent/.test(colour);
  let node = element.parentElement;
  while (node && !opaque(getComputedStyle(node).backgroundColor)) node = node.parentElement;
  return [
    getComputedStyle(element).backgroundColor,
    node ? getComputedStyle(node).backgroundColor : 'none',
  ];
}
