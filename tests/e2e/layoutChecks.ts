// SPEC section 8's layout checks and WCAG 2.4.7's focus rings, run inside the page (here and in
// the engines suite), so each declares all it uses inside its body.
/** A line per problem: the check, then the element (a selector path, its text, its box). */
export function checkLayout({focusSkipLink = true} = {}): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  // Sub-pixel layout: an edge within half a pixel of the viewport's is on it.
  const TOLERANCE = 0.5;

  type Span = {left: number; right: number};
  const EVERYWHERE: Span = {left: -Infinity, right: Infinity};
  const NOWHERE: Span = {left: 0, right: 0};
  const meet = (a: Span, b: Span): Span => {
    const left = Math.max(a.left, b.left);
    const right = Math.min(a.right, b.right);
    return right > left ? {left, right} : NOWHERE;
  };
  const isEmpty = (span: Span) => span.right <= span.left;
  const round = (value: number) => Math.round(value * 10) / 10;

  function describe(element: Element): string {
    const parts: string[] = [];
    for (
      let node = element;
      node !== document.body && parts.length < 4;
      node = node.parentElement!
    ) {
      // React's generated ids (useId) say nothing to a reader; authored ids do.
      const id = node.id && !/[:«»]/.test(node.id) ? `#${node.id}` : '';
      parts.unshift([node.localName + id, ...[...node.classList].slice(0, 2)].join('.'));
    }
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const name = text || element.getAttribute('aria-label') || element.getAttribute('alt') || '';
    const quoted = name ? ` "${name.length > 48 ? `${name.slice(0, 47)}…` : name}"` : '';
    const {left, right, top, width, height} = element.getBoundingClientRect();
    return `${parts.join(' > ') || element.localName}${quoted} [x ${round(left)}–${round(right)}, y ${round(top)}, ${round(width)}×${round(height)}]`;
  }
  const report = (check: string, element: Element | string, detail?: string) =>
    problems.push(
      `${check}: ${typeof element === 'string' ? element : describe(element)}${detail ? ` (${detail})` : ''}`,
    );

  // Each element's horizontal span its ancestors let it be drawn in (overflow, paint containment,
  // clip-path), minding that absolute and fixed boxes escape some clipping ancestors.
  type Drawn = {element: Element; style: CSSStyleDeclaration; rect: DOMRect; span: Span};
  const all: Drawn[] = [];
  const recorded = new Map<Element, Drawn>();

  function walk(parent: Element, clips: {flow: Span; absolute: Span; fixed: Span}): void {
    for (const element of parent.children) {
      const style = getComputedStyle(element);
      if (style.display === 'none') continue;
      const rect = element.getBoundingClientRect();
      const position = style.position;
      const inherited =
        position === 'fixed' ? clips.fixed : position === 'absolute' ? clips.absolute : clips.flow;

      // inset(50%) (the visually-hidden pattern) leaves nothing; other shapes stay inside the border box.
      let paint = EVERYWHERE;
      if (/^inset\(50%/.test(style.clipPath)) paint = NOWHERE;
      else if (style.clipPath !== 'none') paint = {left: rect.left, right: rect.right};
      const span = meet(inherited, paint);
      const drawn = {element, style, rect, span};
      all.push(drawn);
      recorded.set(element, drawn);
      // An <svg>'s shapes are drawn inside its viewport: the <svg> itself is checked.
      if (element instanceof SVGElement) continue;

      const isRoot = element === root || element === document.body;
      const padding = {
        left: rect.left + parseFloat(style.borderLeftWidth),
        right: rect.right - parseFloat(style.borderRightWidth),
      };
      const clipsOverflow =
        !isRoot && (style.overflowX !== 'visible' || /paint|strict|content/.test(style.contain));
      const flow = clipsOverflow ? meet(span, padding) : span;
      const holdsFixed =
        [style.transform, style.translate, style.rotate, style.scale, style.perspective]
          .concat(style.filter, style.backdropFilter)
          .some((value) => value !== 'none') ||
        /layout|paint|strict|content/.test(style.contain) ||
        /transform|filter|perspective/.test(style.willChange);
      const holdsAbsolute = position !== 'static' || holdsFixed;
      walk(element, {
        flow,
        absolute: holdsAbsolute ? flow : meet(clips.absolute, paint),
        fixed: holdsFixed ? flow : meet(clips.fixed, paint),
      });
    }
  }
  walk(root, {flow: EVERYWHERE, absolute: EVERYWHERE, fixed: EVERYWHERE});

  // checkVisibility is also false in content the browser skips, such as a closed <details>.
  const isVisible = ({element, style, rect, span}: Drawn) =>
    style.visibility === 'visible' &&
    rect.width > 0 &&
    rect.height > 0 &&
    !isEmpty(span) &&
    element.checkVisibility();
  const sticksOut = ({rect, span}: Drawn) => {
    const {left, right} = meet({left: rect.left, right: rect.right}, span);
    return right > viewportWidth + TOLERANCE || left < -TOLERANCE;
  };
  const outermost = (offenders: Drawn[]) => {
    const set = new Set(offenders.map(({element}) => element));
    return offenders.filter(({element}) => !set.has(element.parentElement!));
  };
  const widestFirst = (a: Drawn, b: Drawn) =>
    Math.max(b.rect.right - viewportWidth, -b.rect.left) -
    Math.max(a.rect.right - viewportWidth, -a.rect.left);

  // Off the screen on purpose: the skip link until focused (checked below), visually hidden text
  // and what an ancestor clips. Nothing else is exempt.
  const skipLink = document.querySelector('a[href="#__docusaurus_skipToContent_fallback"]');
  const exempt = (element: Element) => element === skipLink && document.activeElement !== skipLink;

  const beyond = all.filter(
    (drawn) => !exempt(drawn.element) && !isEmpty(drawn.span) && sticksOut(drawn),
  );
  // 1. No sideways scroll: the widest elements beyond the edge, visible or not (a hidden box still
  //    widens the page); fixed boxes never widen it.
  if (root.scrollWidth > viewportWidth) {
    const named = outermost(beyond.filter(({style}) => style.position !== 'fixed'))
      .sort(widestFirst)
      .slice(0, 3);
    report(
      'sideways scroll',
      named.map(({element}) => describe(element)).join('; ') || '(none)',
      `the page is ${root.scrollWidth} px wide in a ${viewportWidth} px viewport`,
    );
  }

  // 2. Nothing visible outside the viewport horizontally.
  const outside = outermost(beyond.filter(isVisible)).sort(widestFirst);
  for (const {element} of outside.slice(0, 5)) report('outside the viewport', element);
  if (outside.length > 5) report('outside the viewport', `and ${outside.length - 5} more`);

  const visibleMatches = (selector: string) =>
    [...document.querySelectorAll(selector)].filter((element) => {
      const drawn = recorded.get(element);
      return drawn && isVisible(drawn);
    });

  // A link drawn as a button (a pill): a box with a fill or a border all round holding a label,
  // not blocks (an inline link, a whole card).
  const isClear = (colour: string) => colour === 'transparent' || /,\s*0\)$|\/\s*0\)$/.test(colour);
  function drawnAsControl(element: Element): boolean {
    const style = recorded.get(element)?.style;
    if (!style || style.display === 'inline') return false;
    const filled = style.backgroundImage !== 'none' || !isClear(style.backgroundColor);
    const edged = (['Top', 'Right', 'Bottom', 'Left'] as const).every(
      (side) =>
        parseFloat(style[`border${side}Width`]) > 0 &&
        style[`border${side}Style`] !== 'none' &&
        !isClear(style[`border${side}Color`]),
    );
    // An icon may be a block; a paragraph, a heading or a list makes the link a card.
    const holdsBlocks = [...element.querySelectorAll('*')].some(
      (child) =>
        !(child instanceof SVGElement || child instanceof HTMLImageElement) &&
        /^(block|flex|grid|list-item|table)$/.test(recorded.get(child)?.style.display ?? ''),
    );
    return (filled || edged) && !holdsBlocks;
  }
  const labelled = [
    ...visibleMatches('button, [role="button"], a.button, .control-button, summary'),
    ...visibleMatches('a[href]').filter(drawnAsControl),
  ];

  // 3. No word of a control's label or a heading drawn on two lines (a heading may break after
  //    a word's own hyphen), and none beyond its control.
  for (const element of new Set([...labelled, ...visibleMatches('h1, h2, h3, h4, h5, h6')])) {
    const control = !/^h\d$/.test(element.localName);
    const edge = element.getBoundingClientRect();
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const holder = recorded.get(node.parentElement!);
      if (!holder || !isVisible(holder)) continue;
      for (const word of (node.textContent ?? '').matchAll(control ? /\S+/g : /[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) {
          const where = control ? 'a control' : 'a heading';
          report(`word broken in ${where}`, element, `"${word[0]}" is drawn on two lines`);
        }
        if (
          control &&
          rects.some((rect) => rect.left < edge.left - 1 || rect.right > edge.right + 1)
        )
          report('label outside its control', element, `"${word[0]}" is drawn beyond its edge`);
      }
    }
  }

  // 4. No two controls drawn over each other, compared within one layer (the flow, or a fixed,
  //    sticky or z-indexed box). A control inside another is part of it.
  function layerOf(element: Element): Element {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = recorded.get(node)?.style;
      if (style && /fixed|sticky/.test(style.position)) return node;
      if (style?.position === 'absolute' && style.zIndex !== 'auto') return node;
    }
    return root;
  }
  const interactive =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const controls = visibleMatches(interactive).map((element) => {
    const span = recorded.get(element)!.span;
    const boxes = [...element.getClientRects()]
      .map((rect) => ({...meet({left: rect.left, right: rect.right}, span), rect}))
      .filter((part) => part.right > part.left && part.rect.height > 0);
    return {element, layer: layerOf(element), boxes};
  });
  const overlap = (a: number, b: number, c: number, d: number) =>
    Math.min(b, d) - Math.max(a, c) > 1;
  for (const [index, a] of controls.entries()) {
    for (const b of controls.slice(index + 1)) {
      if (a.layer !== b.layer || a.element.contains(b.element) || b.element.contains(a.element)) {
        continue;
      }
      const collision = a.boxes.some((one) =>
        b.boxes.some(
          (other) =>
            overlap(one.left, one.right, other.left, other.right) &&
            overlap(one.rect.top, one.rect.bottom, other.rect.top, other.rect.bottom),
        ),
      );
      if (collision) report('controls overlap', a.element, `drawn over ${describe(b.element)}`);
    }
  }

  // 5. No control under another box of its layer: a hit test at the middle of its first line box.
  for (const {element, layer, boxes} of controls) {
    const [first] = boxes;
    if (!first) continue;
    const x = (first.left + first.right) / 2;
    const y = (first.rect.top + first.rect.bottom) / 2;
    if (x < 0 || y < 0 || x >= viewportWidth || y >= root.clientHeight) continue;
    const hit = document.elementFromPoint(x, y);
    // An ancestor answers for a control that takes no pointer (pointer-events: none).
    if (hit && !element.contains(hit) && !hit.contains(element) && layerOf(hit) === layer)
      report('control covered', element, `under ${describe(hit)}`);
  }

  // 6. The skip link, focused as a keyboard user finds it, is wholly on the screen.
  if (focusSkipLink && skipLink instanceof HTMLElement) {
    const focused = document.activeElement;
    skipLink.focus();
    const rect = skipLink.getBoundingClientRect();
    if (rect.left < -TOLERANCE || rect.right > viewportWidth + TOLERANCE)
      report('skip link off-screen when focused', skipLink);
    skipLink.blur();
    if (focused instanceof HTMLElement) focused.focus();
  }
  return problems;
}

/**
 * WCAG 2.4.7 and 2.4.13: each control a Tab reaches draws a focus ring that neither the viewport
 * nor an ancestor's overflow, paint containment or clip-path cuts.
 */
export function cutRings(): {reached: number; cuts: string[]} {
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
  const width = document.documentElement.clientWidth;
  for (const element of tabbable) {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const name = `<${element.localName}> "${text.replace(/\s+/g, ' ').slice(0, 40)}"`;
    element.focus({focusVisible: true} as FocusOptions);
    const style = getComputedStyle(element);
    const missing = !element.matches(':focus-visible')
      ? 'not focused as by the keyboard'
      : style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
        ? 'it has no focus ring'
        : '';
    if (missing) {
      cuts.push(`${name}: ${missing}`);
      continue;
    }
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset || '0');
    const rings = [...element.getClientRects()].filter((rect) => rect.width && rect.height);
    const edges = [
      {by: "the viewport's edge", left: 0, right: width, top: -Infinity, bottom: Infinity},
    ];
    for (
      let node = element.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const own = getComputedStyle(node);
      const paint =
        /paint|strict|content/.test(own.contain) ||
        /auto|hidden/.test(own.contentVisibility) ||
        own.clipPath !== 'none';
      const clipsX = own.overflowX !== 'visible' || paint;
      const clipsY = own.overflowY !== 'visible' || paint;
      if (!clipsX && !clipsY) continue;
      const box = node.getBoundingClientRect();
      const border = (side: 'Left' | 'Right' | 'Top' | 'Bottom') =>
        paint ? 0 : parseFloat(own[`border${side}Width`]);
      edges.push({
        by: `<${[node.localName, ...[...node.classList].slice(0, 2)].join('.')}>`,
        left: clipsX ? box.left + border('Left') : -Infinity,
        right: clipsX ? box.right - border('Right') : Infinity,
        top: clipsY ? box.top + border('Top') : -Infinity,
        bottom: clipsY ? box.bottom - border('Bottom') : Infinity,
      });
    }
    const cut = new Set<string>();
    for (const {by, ...edge} of edges)
      for (const ring of rings) {
        if (ring.left - reach < edge.left - TOLERANCE) cut.add(`its left side, by ${by}`);
        if (ring.right + reach > edge.right + TOLERANCE) cut.add(`its right side, by ${by}`);
        if (ring.top - reach < edge.top - TOLERANCE) cut.add(`its top, by ${by}`);
        if (ring.bottom + reach > edge.bottom + TOLERANCE) cut.add(`its bottom, by ${by}`);
      }
    for (const where of cut) cuts.push(`${name}: ${where}`);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return {reached: tabbable.length, cuts};
}
