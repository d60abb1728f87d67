/**
 * Characters a browser draws from an emoji font, which many machines lack (they show
 * an empty box): pictographs, flag letters and anything asked for in emoji style
 * (U+FE0F). The copyright, registered and trade mark signs are ordinary text.
 * Shared by the content check (data modules) and the visible-text check (tests/e2e).
 */
const EMOJI = /(?![©®™])\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}/gu;

/** Every emoji character in `text`, in order; empty when there is none. */
export function emojiIn(text: string): string[] {
  return text.match(EMOJI) ?? [];
}
