/**
 * Marks a server-rendered control that only works once React has hydrated (a carousel
 * button, a notice button, Live Chat). Spread it on the element: `<button {...EARLY_TAP}>`.
 */
export const EARLY_TAP = {'data-early-tap': ''} as const;

/** On a marked control tapped before hydration, while the tap waits to be replayed. */
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';

/**
 * Part of the boot script (./bootScript.ts), so it listens from before the first paint.
 * A click (a tap, or Enter or Space on the button) on a marked control before hydration
 * would reach no handler and be lost. Instead it is held: the control shows and says it
 * is busy (`aria-busy`, and the site's CSS for TAP_PENDING_ATTRIBUTE), and once React has
 * hydrated (Docusaurus sets data-has-hydrated) the held taps are replayed in order, on
 * the same elements, which hydration keeps. ES5, inside the boot script's function.
 */
export const EARLY_TAPS_SCRIPT = `
  var heldTaps = [];
  function hydrated() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }
  function holdTap(event) {
    if (hydrated()) return;
    var control = event.target && event.target.closest && event.target.closest('[data-early-tap]');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    heldTaps.push(control);
    control.setAttribute('${TAP_PENDING_ATTRIBUTE}', '');
    control.setAttribute('aria-busy', 'true');
  }
  document.addEventListener('click', holdTap, true);
  var tapReplay = new MutationObserver(function () {
    if (!hydrated()) return;
    tapReplay.disconnect();
    document.removeEventListener('click', holdTap, true);
    var taps = heldTaps.splice(0);
    window.setTimeout(function () {
      for (var i = 0; i < taps.length; i++) {
        taps[i].removeAttribute('${TAP_PENDING_ATTRIBUTE}');
        taps[i].removeAttribute('aria-busy');
        if (taps[i].isConnected) taps[i].click();
      }
    }, 0);
  });
  tapReplay.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
`;
