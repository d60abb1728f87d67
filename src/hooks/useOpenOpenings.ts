import {usePluginData} from '@docusaurus/useGlobalData';
import {JOB_PAGES_PLUGIN, type JobPagesData} from '@site/src/lib/openings';

function isJobPagesData(data: unknown): data is JobPagesData {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as Partial<JobPagesData>).openSlugs)
  );
}

/**
 * The openings still open on the day the site was built, in the order given. The build
 * decided (plugins/job-pages): the visitor's clock is never asked, so the server and the
 * browser render the same list.
 */
export function useOpenOpenings<T extends {slug: string}>(openings: readonly T[]): T[] {
  const data = usePluginData(JOB_PAGES_PLUGIN);
  if (!isJobPagesData(data)) {
    throw new Error(`The ${JOB_PAGES_PLUGIN} plugin's data is missing (docusaurus.config.ts).`);
  }
  const open = new Set(data.openSlugs);
  return openings.filter((opening) => open.has(opening.slug));
}
