// Apart from the component: the "Last updated" line on every MDX page reads it, and must not
// bring the history's component into those pages' scripts.
import type {PolicyVersion} from '.';

/** The day of the newest change a reader can see: the current version's or its last editorial change's. */
export function lastChangeDate(versions: PolicyVersion[]): string | undefined {
  const [current] = versions;
  if (!current) return undefined;
  return [current.publishedDate, ...current.editorialChanges.map(({date}) => date)].sort().at(-1);
}
