import {diffWords} from 'diff';
import type {ComparedParagraph, Span} from '../../src/components/Legal/PolicyChanges';

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
      if (piece) paragraphs[paragraphs.length - 1].push({mark, text: piece});
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
