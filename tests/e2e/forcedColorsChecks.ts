// Run in the page (Playwright's evaluate, and the engines suite's): each uses nothing from outside its body.

/** In forced colours, each control with no edge left and each icon with no colour that shows. */
export function findInvisibleParts(): string[] {
  const alpha = (colour: string) => {
    const parts = colour.match(/[\d.]+/g) ?? [];
    return parts.length > 3 ? Number(parts[3]) : colour.startsWith('rgb') ? 1 : 0;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    // Off the side of the page (the skip link until focused) is not on screen.
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.right > 0 &&
      box.left < document.documentElement.clientWidth &&
      element.checkVisibility({opacityProperty: true, visibilityProperty: true})
    );
  };
  const nameOf = (element: Element) =>
    `<${element.localName}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  /** The colour painted behind `element`: its own fill or the nearest one around it. */
  const behind = (element: Element | null): string => {
    for (let node = element; node; node = node.parentElement) {
      const fill = getComputedStyle(node).backgroundColor;
      if (alpha(fill) > 0) return fill;
    }
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'Canvas';
    const canvas = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return canvas;
  };
  const drawn = (style: string, width: string, colour: string) =>
    style !== 'none' && parseFloat(width) > 0 && alpha(colour) > 0;

  const problems: string[] = [];
  const controls = document.querySelectorAll(
    'button, [role="button"], summary, input:not([type="hidden"], [type="radio"], [type="checkbox"]), select, textarea, a[href]',
  );
  for (const control of controls) {
    if (!shown(control)) continue;
    const style = getComputedStyle(control);
    const drawnAsButton =
      control.matches('.button, .control-button') || alpha(style.backgroundColor) > 0;
    if (control.localName === 'a' && !drawnAsButton) continue;
    const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).every((side) =>
      drawn(style[`border${side}Style`], style[`border${side}Width`], style[`border${side}Color`]),
    );
    const outlined = drawn(style.outlineStyle, style.outlineWidth, style.outlineColor);
    // A fill of the system's own (Highlight) apart from what is behind it marks the control too.
    const filledApart =
      alpha(style.backgroundColor) > 0 && style.backgroundColor !== behind(control.parentElement);
    if (!bordered && !outlined && !filledApart)
      problems.push(`${nameOf(control)} has no visible edge`);
    for (const pseudo of ['::before', '::after']) {
      const icon = getComputedStyle(control, pseudo);
      if (
        icon.maskImage !== 'none' &&
        icon.content !== 'none' &&
        icon.backgroundColor === behind(control)
      )
        problems.push(`${nameOf(control)}'s ${pseudo} icon is the colour of its background`);
    }
  }

  for (const icon of document.querySelectorAll('svg')) {
    if (!shown(icon)) continue;
    const where = `an icon in ${nameOf(icon.parentElement ?? icon)}`;
    if (alpha(getComputedStyle(icon).color) === 0) problems.push(`${where} has no colour`);
    const background = behind(icon);
    const paints = [
      ...icon.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse'),
    ]
      .flatMap((shape) => [getComputedStyle(shape).fill, getComputedStyle(shape).stroke])
      .filter((paint) => paint.startsWith('rgb') && alpha(paint) > 0);
    if (!paints.some((paint) => paint !== background))
      problems.push(`${where} does not show on ${background}`);
  }
  return problems;
}

/** The fill of what `selector` finds, and of the nearest element around it that has one. */
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
