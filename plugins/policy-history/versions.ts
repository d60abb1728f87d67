import type {PolicyVersion} from '../../src/lib/policyHistory';
import {compareParagraphs} from './compare';

/** One commit's state of a policy file. */
export type Revision = {
  commit: string;
  /** The calendar day it was committed, `YYYY-MM-DD`. */
  date: string;
  summary: string;
  /** The file's `effective_date` at this commit, `YYYY-MM-DD`. */
  effectiveDate: string;
  paragraphs: string[];
};

export type BackwardMove = {commit: string; from: string; to: string};

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

/** The revisions (oldest first) that set an effective date earlier than the one before. */
export function backwardMoves(revisions: Revision[]): BackwardMove[] {
  return revisions.flatMap((revision, index) => {
    const before = revisions[index - 1];
    return before && revision.effectiveDate < before.effectiveDate
      ? [{commit: revision.commit, from: before.effectiveDate, to: revision.effectiveDate}]
      : [];
  });
}

/** The day of the newest change a reader can see: the current version's or its last editorial change's. */
export function lastChangeDate(versions: PolicyVersion[]): string | undefined {
  const [current] = versions;
  if (!current) return undefined;
  return [current.publishedDate, ...current.editorialChanges.map(({date}) => date)].sort().at(-1);
}
