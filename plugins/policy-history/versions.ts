import {diffWords} from 'diff';
import type {ComparedParagraph, Mark, PolicyVersion, Span} from '../../src/lib/policyHistory';

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
function compareParagraphs(before: string[], after: string[]): ComparedParagraph[] {
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

/** One commit's state of a policy file. */
export type Revision = {
  commit: string;
  /** The file's path at this commit, relative to the top of the repository. */
  path: string;
  /** The calendar day it was committed, `YYYY-MM-DD`. */
  date: string;
  summary: string;
  /** The file's `effective_date` at this commit, `YYYY-MM-DD`. */
  effectiveDate: string;
  paragraphs: string[];
};

/**
 * Groups a file's revisions (oldest first) into versions (newest first): a
 * version starts at the revision that set a new effective date, and the
 * revisions after it that keep that date are its editorial changes. Each
 * version but the first is compared with the one before it, each as it last
 * stood.
 */
export function groupVersions(revisions: Revision[]): PolicyVersion[] {
  const groups: Revision[][] = [];
  for (const revision of revisions) {
    const current = groups[groups.length - 1];
    if (current && current[0].effectiveDate === revision.effectiveDate) current.push(revision);
    else groups.push([revision]);
  }
  return groups
    .map((group, index): PolicyVersion => {
      const [first, ...editorial] = group;
      const previous = groups[index - 1];
      return {
        number: index + 1,
        effectiveDate: first.effectiveDate,
        publishedDate: first.date,
        summary: first.summary,
        editorialChanges: editorial.map(({commit, date, summary}) => ({
          commit: commit.slice(0, 12),
          date,
          summary,
        })),
        changes: previous
          ? compareParagraphs(
              previous[previous.length - 1].paragraphs,
              group[group.length - 1].paragraphs,
            )
          : null,
      };
    })
    .reverse();
}

/**
 * The first revision (oldest first) that sets an effective date earlier than the one before it:
 * a new version must take effect after the current one. Undefined when there is none.
 */
export function backwardMove(
  revisions: Revision[],
): {revision: Revision; from: string} | undefined {
  const index = revisions.findIndex(
    (revision, at) => at > 0 && revision.effectiveDate < revisions[at - 1].effectiveDate,
  );
  return index > 0
    ? {revision: revisions[index], from: revisions[index - 1].effectiveDate}
    : undefined;
}

/**
 * The versions (newest first) as on `buildDate` (YYYY-MM-DD): those in force by then, and the
 * newest if it takes effect after it (announced, not yet in force). With no version in force
 * yet, the first is shown as current all the same.
 */
export function versionsOn(
  versions: PolicyVersion[],
  buildDate: string,
): {versions: PolicyVersion[]; upcoming?: PolicyVersion} {
  const inForce = versions.filter(({effectiveDate}) => effectiveDate <= buildDate);
  const [newest] = versions;
  if (inForce.length === 0 || newest === inForce[0]) return {versions};
  return {versions: inForce, upcoming: newest};
}

/** The day of the newest change a reader can see: the current version's or its last editorial change's. */
export function lastChangeDate(versions: PolicyVersion[]): string | undefined {
  const [current] = versions;
  if (!current) return undefined;
  return [current.publishedDate, ...current.editorialChanges.map(({date}) => date)].sort().at(-1);
}
