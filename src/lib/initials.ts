/** Up to two initials of a name as the site prints it: "Amara K." is "AK", "Mei" is "M". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)!.match(/\p{L}/u)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** One of `count` tones for a name, the same every time: faces in a row differ in colour. */
export function toneIndex(name: string, count: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % count;
}
