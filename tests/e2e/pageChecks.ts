import AxeBuilder from '@axe-core/playwright';
import {expect, type Locator, type Page} from '@playwright/test';
import {readSiteFacts} from '@site/src/config/site';

/** The facts the build was made with (the same environment runs the tests). */
export const FACTS = readSiteFacts(process.env);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A heading's accessible name: its text, plus the "Direct link to …" label of the
 * anchor that @theme/Heading puts inside it.
 */
export function named(title: string): RegExp {
  return new RegExp(`^${escapeRegExp(title)}(\\s*Direct link to .*)?$`);
}

/** A section labelled by its visible heading. */
export function region(page: Page, title: string): Locator {
  return page.getByRole('region', {name: named(title)});
}

/**
 * axe with the WCAG 2.2 AA tags, on `include` (the main content by default; null: the whole
 * page), less the rules in `leaveOut` (each caller says why).
 */
export async function expectNoAxeViolations(
  page: Page,
  include: string | null = 'main',
  leaveOut: string[] = [],
) {
  const builder = new AxeBuilder({page}).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  if (include) builder.include(include);
  if (leaveOut.length) builder.disableRules(leaveOut);
  const {violations} = await builder.analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
  ).toEqual([]);
}
