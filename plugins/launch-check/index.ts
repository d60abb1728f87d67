/**
 * The launch checklist in the build (src/config/launchCheck.ts): each placeholder
 * still in place is a warning at the end of `npm run build`; with
 * LAUNCH_CHECK=strict the build stops before bundling, listing them all. The placeholders
 * are this company's own, so no package knows them.
 */
import {logger} from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import {
  assertLaunchReady,
  findPlaceholders,
  formatWarning,
  type ContentLink,
  type LaunchCheckMode,
} from '../../src/config/launchCheck';
import type {SiteFacts} from '../../src/config/site';
import newHires from '../../src/data/content/popups/newHires.json';
import projectSubmissions from '../../src/data/content/popups/projectSubmissions.json';

export type Options = {
  facts: SiteFacts;
  mode: LaunchCheckMode;
  /** Links kept in content modules (a leader's Telegram), checked like the facts' links. */
  contentLinks?: ContentLink[];
  /** openingsAreIllustrative in src/data/content/careers.json. */
  openingsIllustrative?: boolean;
};

export default function launchCheck({
  facts,
  mode,
  contentLinks = [],
  openingsIllustrative = false,
}: Options): () => Plugin {
  const popups = Object.entries({newHires, projectSubmissions}).map(([name, {illustrative}]) => ({
    file: `src/data/content/popups/${name}.json`,
    flag: 'illustrative',
    illustrative,
  }));
  const warnings = findPlaceholders(facts, popups, contentLinks, openingsIllustrative);
  return () => ({
    name: 'launch-check',
    loadContent() {
      if (mode === 'strict') assertLaunchReady(warnings);
    },
    postBuild() {
      for (const warning of warnings) logger.warn(`Launch check: ${formatWarning(warning)}`);
    },
  });
}
