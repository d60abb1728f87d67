/**
 * The layout checks of SPEC section 8 ("Layout and look"), run inside the page
 * (`page.evaluate(checkLayout)`, here and in the engines suite): everything `checkLayout` uses
 * is declared inside it. Each problem names the check and the offending element: a short
 * selector path, its text (or accessible name) and its box in CSS pixels of the viewport.
 */
import type {Page} from '@playwright/test';

export function checkLayout({focusSkipLink = true} = {}): string[] {
  const selectors = {
    // Every interactive element a visitor can point at or tab to.
    interactive:
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
    // Controls whose label must stay whole; links drawn as buttons under a component's own
    // class are found by their look (`drawnAsControl`).
    controls:
      'button, [role="button"], a.button, .control-button, summary, input[type="button"], input[type="submit"], input[type="reset"]',
    // Docusaurus' skip link: parked beyond the right edge (position: fixed; left: 100%) until focused.
    skipLink: 'a[href="#__docusaurus_skipToContent_fallback"]',
  };
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
  const box = (rect: DOMRect) =>
    `[x ${round(rect.left)}–${round(rect.right)}, y ${round(rect.top)}, ${round(rect.width)}×${round(rect.height)}]`;

  function selectorPath(element: Element): string {
    const parts: string[] = [];
    for (
      let node: Element | null = element;
      node && node !== document.body && parts.length < 4;
      node = node.parentElement
    ) {
      // React's generated ids (useId) say nothing to a reader; authored ids do.
      const id = node.id && !/[:«»]/.test(node.id) ? `#${node.id}` : '';
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(`${node.localName}${id}${classes}`);
    }
    return parts.join(' > ') || element.localName;
  }

  function describe(element: Element): string {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const name = text || element.getAttribute('aria-label') || element.getAttribute('alt') || '';
    const quoted = name ? ` "${name.length > 48 ? `${name.slice(0, 47)}…` : name}"` : '';
    return `${selectorPath(element)}${quoted} ${box(element.getBoundingClientRect())}`;
  }
  const report = (check: string, element: Element | string, detail?: string) =>
    problems.push(
      `${check}: ${typeof element === 'string' ? element : describe(element)}${detail ? ` (${detail})` : ''}`,
    );

  /*
   * One walk records, for every element, the horizontal span its ancestors let it be drawn in:
   * overflow other than visible, `contain: paint` or a clip-path cuts off what a box's content
   * draws beyond it (a carousel's track, a table in a scroll box), and only the visible part
   * must be on screen. An absolute box escapes a clipping ancestor that is not positioned, a
   * fixed box all but one that contains fixed boxes; what the root or body cut off is lost.
   */
  type Drawn = {element: Element; style: CSSStyleDeclaration; rect: DOMRect; span: Span};
  const all: Drawn[] = [];
  const recorded = new Map<Element, Drawn>();

  type Clips = {flow: Span; absolute: Span; fixed: Span};

  function containsFixed(style: CSSStyleDeclaration): boolean {
    return (
      style.transform !== 'none' ||
      style.translate !== 'none' ||
      style.rotate !== 'none' ||
      style.scale !== 'none' ||
      style.perspective !== 'none' ||
      style.filter !== 'none' ||
      style.backdropFilter !== 'none' ||
      /layout|paint|strict|content/.test(style.contain) ||
      /transform|filter|perspective/.test(style.willChange)
    );
  }

  /** The span a legacy `clip: rect(top, right, bottom, left)` leaves of an absolute box. */
  function clipRectSpan(style: CSSStyleDeclaration, rect: DOMRect): Span {
    const match = style.clip.match(/rect\(([^)]*)\)/);
    if (!match) return EVERYWHERE;
    const [, right, , left] = match[1].split(/[\s,]+/);
    return {
      left: left === 'auto' ? -Infinity : rect.left + parseFloat(left),
      right: right === 'auto' ? Infinity : rect.left + parseFloat(right),
    };
  }

  function walk(parent: Element, clips: Clips): void {
    for (const element of parent.children) {
      const style = getComputedStyle(element);
      if (style.display === 'none') continue;
      const rect = element.getBoundingClientRect();
      const position = style.position;
      const inherited =
        position === 'fixed' ? clips.fixed : position === 'absolute' ? clips.absolute : clips.flow;

      // What the element's own clip-path or clip leaves of itself and of everything it holds.
      let paint = EVERYWHERE;
      // inset(50%) (the visually-hidden pattern) leaves nothing; other shapes stay inside the border box.
      if (/^inset\(50%/.test(style.clipPath)) paint = NOWHERE;
      else if (style.clipPath !== 'none') paint = {left: rect.left, right: rect.right};
      if (style.clip !== 'auto' && (position === 'absolute' || position === 'fixed')) {
        paint = meet(paint, clipRectSpan(style, rect));
      }
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
      const holdsFixed = containsFixed(style);
      const holdsAbsolute = position !== 'static' || holdsFixed;
      walk(element, {
        flow,
        absolute: holdsAbsolute ? flow : meet(clips.absolute, paint),
        fixed: holdsFixed ? flow : meet(clips.fixed, paint),
      });
    }
  }
  walk(root, {flow: EVERYWHERE, absolute: EVERYWHERE, fixed: EVERYWHERE});

  // checkVisibility: also false in content the browser skips, such as a closed <details>
  // (its ::details-content is content-visibility: hidden, yet still has boxes to measure).
  const isVisible = ({element, style, rect, span}: Drawn) =>
    style.visibility === 'visible' &&
    rect.width > 0 &&
    rect.height > 0 &&
    !isEmpty(span) &&
    element.checkVisibility();
  const visibleSpan = ({rect, span}: Drawn): Span =>
    meet({left: rect.left, right: rect.right}, span);
  const sticksOut = (drawn: Drawn) => {
    const {left, right} = visibleSpan(drawn);
    return right > viewportWidth + TOLERANCE || left < -TOLERANCE;
  };
  /** Only the outermost offenders: their descendants stick out because they do. */
  const outermost = (offenders: Drawn[]) => {
    const set = new Set(offenders.map(({element}) => element));
    return offenders.filter(({element}) => !set.has(element.parentElement!));
  };
  const widestFirst = (a: Drawn, b: Drawn) =>
    Math.max(b.rect.right - viewportWidth, -b.rect.left) -
    Math.max(a.rect.right - viewportWidth, -a.rect.left);

  // Off the screen on purpose: the skip link until focused (checked focused, below); visually
  // hidden text and what an ancestor clips draw nothing (the walk). Nothing else is exempt.
  const skipLink = document.querySelector(selectors.skipLink);
  const exempt = (element: Element) => element === skipLink && document.activeElement !== skipLink;

  // 1. No sideways scroll. Named: the widest elements beyond the edge, visible or not (a hidden
  //    box still widens the page); fixed boxes never widen it, so they are not named.
  if (root.scrollWidth > viewportWidth) {
    const beyond = all.filter(
      (drawn) =>
        !exempt(drawn.element) &&
        drawn.style.position !== 'fixed' &&
        !isEmpty(drawn.span) &&
        sticksOut(drawn),
    );
    const named = outermost(beyond).sort(widestFirst).slice(0, 3);
    report(
      'sideways scroll',
      named.length ? named.map(({element}) => describe(element)).join('; ') : '(none)',
      `the page is ${root.scrollWidth} px wide in a ${viewportWidth} px viewport`,
    );
  }

  // 2. Nothing visible outside the viewport horizontally.
  const outside = outermost(
    all.filter((drawn) => isVisible(drawn) && !exempt(drawn.element) && sticksOut(drawn)),
  ).sort(widestFirst);
  for (const {element} of outside.slice(0, 5)) report('outside the viewport', element);
  if (outside.length > 5) report('outside the viewport', `and ${outside.length - 5} more`);

  const visibleMatches = (selector: string) =>
    [...document.querySelectorAll(selector)].filter((element) => {
      const drawn = recorded.get(element);
      return drawn && isVisible(drawn);
    });

  // A link drawn as a button under a component's own class (a pill): a box of its own with a
  // fill or a border all round, holding a label, not blocks (an inline link, a whole card).
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
  const labelledControls = new Set([
    ...visibleMatches(selectors.controls),
    ...visibleMatches('a[href]').filter(drawnAsControl),
  ]);

  // 3. Every word of a control's label stays on one line, inside the control.
  for (const control of labelledControls) {
    const controlBox = control.getBoundingClientRect();
    if (control instanceof HTMLInputElement) {
      // An input's label is its value, drawn without text nodes: it must not be cut off.
      if (control.scrollWidth > control.clientWidth + 1)
        report('label outside its control', control);
      continue;
    }
    const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const holder = recorded.get(node.parentElement!);
      if (!holder || !isVisible(holder)) continue;
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.top)));
        if (lines.size > 1) {
          report(
            'word broken in a control',
            control,
            `"${word[0]}" is drawn on ${lines.size} lines`,
          );
        }
        const outsideControl = rects.some(
          (rect) => rect.left < controlBox.left - 1 || rect.right > controlBox.right + 1,
        );
        if (outsideControl) {
          report('label outside its control', control, `"${word[0]}" is drawn beyond its edge`);
        }
      }
    }
  }

  /*
   * 3b. No heading breaks a word between two letters ("mana" / "ged"): its size must leave the
   * longest word a line. A break after a word's own hyphen ("Zero-" / "Tolerance") is a line
   * break a reader expects; an address or a URL in running text may break anywhere.
   */
  const letter = /\p{L}/u;
  for (const heading of visibleMatches('h1, h2, h3, h4, h5, h6')) {
    const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent ?? '';
      let lineTop: number | undefined;
      for (let i = 0; i < text.length; i += 1) {
        if (/\s/.test(text[i])) {
          lineTop = undefined;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = [...range.getClientRects()].find((part) => part.width > 0);
        if (!rect) continue;
        const top = Math.round(rect.top);
        if (
          lineTop !== undefined &&
          top !== lineTop &&
          letter.test(text[i - 1]) &&
          letter.test(text[i])
        ) {
          const before = /\S*$/.exec(text.slice(0, i))![0];
          const word = before + /^\S*/.exec(text.slice(i))![0];
          report('word broken in a heading', heading, `"${word}" is broken after "${before}"`);
          break;
        }
        lineTop = top;
      }
    }
  }

  /*
   * 4. No two controls drawn over each other: each is its line boxes (a wrapped link is two),
   * cut to what its ancestors show, compared within one layer (the page's flow, or a fixed,
   * sticky or z-indexed absolute box: the header, a panel, the pop-ups); a layer over the page
   * is its design. A control inside another (a button in a link) is part of it.
   */
  function layerOf(element: Element): Element {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = recorded.get(node)?.style;
      if (!style) continue;
      if (style.position === 'fixed' || style.position === 'sticky') return node;
      if (style.position === 'absolute' && style.zIndex !== 'auto') return node;
    }
    return root;
  }
  const controls = visibleMatches(selectors.interactive).map((element) => {
    const span = recorded.get(element)!.span;
    const boxes = [...element.getClientRects()]
      .map((rect) => ({...meet({left: rect.left, right: rect.right}, span), rect}))
      .filter((part) => part.right > part.left && part.rect.height > 0);
    return {element, layer: layerOf(element), boxes};
  });
  for (const [index, a] of controls.entries()) {
    for (const b of controls.slice(index + 1)) {
      if (a.layer !== b.layer || a.element.contains(b.element) || b.element.contains(a.element)) {
        continue;
      }
      const collision = a.boxes.some((one) =>
        b.boxes.some(
          (other) =>
            Math.min(one.right, other.right) - Math.max(one.left, other.left) > 1 &&
            Math.min(one.rect.bottom, other.rect.bottom) - Math.max(one.rect.top, other.rect.top) >
              1,
        ),
      );
      if (collision) report('controls overlap', a.element, `drawn over ${describe(b.element)}`);
    }
  }

  // 5. No control under another box of its layer (a pop-up card grown over the other's
  // buttons): a hit test at the middle of its first line box, where on screen, finds it.
  for (const {element, layer, boxes} of controls) {
    const [first] = boxes;
    if (!first) continue;
    const x = (first.left + first.right) / 2;
    const y = (first.rect.top + first.rect.bottom) / 2;
    if (x < 0 || y < 0 || x >= viewportWidth || y >= root.clientHeight) continue;
    const hit = document.elementFromPoint(x, y);
    // An ancestor answers for a control that takes no pointer (pointer-events: none).
    if (!hit || element.contains(hit) || hit.contains(element) || layerOf(hit) !== layer) {
      continue;
    }
    report('control covered', element, `under ${describe(hit)}`);
  }

  // The skip link, focused as a keyboard user finds it, is wholly on the screen.
  if (focusSkipLink && skipLink instanceof HTMLElement) {
    const focused = document.activeElement;
    skipLink.focus();
    const rect = skipLink.getBoundingClientRect();
    if (rect.left < -TOLERANCE || rect.right > viewportWidth + TOLERANCE) {
      report('skip link off-screen when focused', skipLink);
    }
    skipLink.blur();
    if (focused instanceof HTMLElement) focused.focus();
  }

  return problems;
}

/** A phone of each size, a tablet and a laptop; the heights only matter to fixed boxes. */
export const HEIGHTS = {320: 568, 390: 844, 768: 1024, 1280: 800} as const;
export type Width = keyof typeof HEIGHTS;

/** Resizes the page and lets two frames pass, from the page's clock when the test holds it. */
export async function resizeTo(page: Page, width: Width, clockHeld = false): Promise<void> {
  await page.setViewportSize({width, height: HEIGHTS[width]});
  if (clockHeld) await page.clock.runFor(40);
  else
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
}

/** `checkLayout` at `width`: a line per problem, naming the width. */
export async function layoutProblemsAt(
  page: Page,
  width: Width,
  {focusSkipLink = true, clockHeld = false} = {},
): Promise<string[]> {
  await resizeTo(page, width, clockHeld);
  const found = await page.evaluate(checkLayout, {focusSkipLink});
  return found.map((problem) => `${width} px — ${problem}`);
}
