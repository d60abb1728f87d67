/**
 * "Trust & Safety" -> "trust-and-safety": ids and anchors from visible text. Letters and
 * digits of every script are kept, so a title written without Latin letters (私たちの価値観)
 * still gives an id of its own.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}
