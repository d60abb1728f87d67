/**
 * A policy's version history, as plugins/policy-history builds it from git and the legal
 * pages show it (src/components/Legal/PolicyHistory, PolicyChanges).
 */

export type Mark = 'same' | 'added' | 'removed';

/** A run of words that are the same in both versions, or were added or removed. */
export type Span = {mark: Mark; text: string};

/**
 * A paragraph with changes, or a run of unchanged paragraphs left out.
 * `at` is its position in the comparison (a stable key).
 */
export type ComparedParagraph = {at: number; spans: Span[]} | {at: number; unchanged: number};

/** A commit that kept the effective date: a correction of wording, not of terms. */
export type EditorialChange = {commit: string; date: string; summary: string};

export type PolicyVersion = {
  /** 1 for the first version. */
  number: number;
  effectiveDate: string;
  /** The day its first commit was made. */
  publishedDate: string;
  summary: string;
  editorialChanges: EditorialChange[];
  /** The comparison with the version before; null for the first version. */
  changes: ComparedParagraph[] | null;
};

/**
 * Versions newest first, the one in force on the build's day first; `upcoming`, a version
 * committed ahead of its effective date, which the page announces until the build of that day.
 */
export type PolicyHistory =
  {available: true; versions: PolicyVersion[]; upcoming?: PolicyVersion} | {available: false};

/** A policy's title and address, for the links from each policy to the others. */
export type PolicyLink = {title: string; permalink: string};

/** The Atom feed of every policy's versions, which plugins/policy-history writes, and its title. */
export const POLICY_FEED = '/legal/atom.xml';
export const feedTitle = (siteTitle: string) => `${siteTitle}: changes to the policies`;

/** Where a policy's upcoming version is read in full until it takes effect. */
export const upcomingPath = (permalink: string) => `${permalink}/upcoming`;
