import {diffWords} from 'diff';
import type {ComparedParagraph, Mark, Span} from '../../src/lib/policyHistory';

/** A piece of a change, with the spaces around its words left unmarked. */
function marked(mark: Mark, text: string): Span[] {
  if (mark === 'same') return text ? [{mark, text}] : [];
  const [, before, words, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  return [
    ...(before ? [{mark: 'same' as const, text: before}] : []),
    ...(words ? [{mark, text: words}] : []),
    ...(after ? [{mark: 'same' as const, text: after}] : []),
  ];
}

/**
 * A word-level comparison of two texts given as paragraphs: the paragraphs of
 * the newer text with the words added and removed marked, and each run of
 * paragraphs that did not change replaced by its length.
 */
export function compareParagraphs(before: string[], after: string[]): ComparedParagraph[] {
  const paragraphs: Span[][] = [[]];
  for (const change of diffWords(before.join('\n'), after.join('\n'))) {
    const mark = change.added ? 'added' : change.removed ? 'removed' : 'same';
    change.value.split('\n').forEach((piece, index) => {
      if (index > 0) paragraphs.push([]);
      paragraphs[paragraphs.length - 1].push(...marked(mark, piece));
    });
  }

  const compared: ComparedParagraph[] = [];
  for (const [at, spans] of paragraphs.entries()) {
    if (spans.every((span) => span.text.trim() === '')) continue;
    if (spans.some((span) => span.mark !== 'same')) {
      compared.push({at, spans});
      continue;
    }
    const last = compared[compared.length - 1];
    if (last && 'unchanged' in last) last.unchanged += 1;
    else compared.push({at, unchanged: 1});
  }
  return compared;
}
