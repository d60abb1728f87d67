/**
 * The launch checklist in the build (src/config/launchCheck.ts): each placeholder
 * still in place is a warning at the end of `npm run build`; with
 * LAUNCH_CHECK=strict the build stops before bundling, listing them all. The placeholders
 * are this company's own, so no package knows them. The plugin reads the content files it
 * checks itself, so `npm run check:launch` runs it alone, without a build (scripts/check.mjs).
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
import {readSiteFacts, type SiteFacts} from '../../src/config/site';
import careers from '../../src/data/content/careers.json';
import leadership from '../../src/data/content/leadership.json';
import newHires from '../../src/data/content/popups/newHires.json';
import projectSubmissions from '../../src/data/content/popups/projectSubmissions.json';

export type Options = {
  mode: LaunchCheckMode;
  /** The company facts; by default as the build reads them, with the environment's overrides. */
  facts?: SiteFacts;
  /** Links kept in content modules; by default the leaders' own Telegram links. */
  contentLinks?: ContentLink[];
  /** By default openingsAreIllustrative in src/data/content/careers.json. */
  openingsIllustrative?: boolean;
};

/** The leaders' own Telegram links, which the launch check treats like the company's. */
function leaderLinks(): ContentLink[] {
  return leadership.team.flatMap(({name, telegram}) =>
    telegram
      ? [
          {
            setting: `${name}'s telegram`,
            value: telegram,
            fix: `set ${name}'s telegram in src/data/content/leadership.json to their own https://t.me/ link, or leave it out`,
          },
        ]
      : [],
  );
}

export default function launchCheck({
  mode,
  facts = readSiteFacts(process.env),
  contentLinks = leaderLinks(),
  openingsIllustrative = careers.openingsAreIllustrative,
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
