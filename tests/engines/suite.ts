/**
 * Declares a group of tests once for each engine besides the Playwright suite's Chromium, from
 * Debian's packages (./firefox.ts, ./webkit.ts), with one browser for the group. A test fails on
 * any console error its pages recorded. Where the engine is missing or cannot do what a test
 * needs, the test is skipped with the reason, which `npm test` lists (scripts/test-counts.mjs).
 */
import {inject, type TestContext} from 'vitest';
import {firefox} from './firefox';
import {EngineSession, type Driver} from './session';
import {webkit} from './webkit';

export type {Driver};

declare module 'vitest' {
  export interface ProvidedContext {
    site: string;
    proxyPort: number;
  }
  interface TaskMeta {
    skipReason?: string;
  }
}

export type LaunchOptions = {proxyPort: number; forcedColours: boolean};

export type Engine = {
  label: string;
  /** Why the engine cannot run here (what to install), or null. */
  missing: () => string | null;
  noForcedColours: string | null;
  launch: (options: LaunchOptions) => Promise<Driver>;
};

/** Skips the running test, keeping the reason where the JSON report shows it. */
function skipWith(context: TestContext, reason: string): never {
  context.task.meta.skipReason = reason;
  return context.skip(reason) as never;
}

export function forEachEngine(
  title: string,
  body: (session: () => EngineSession) => void,
  {forcedColours = false} = {},
): void {
  for (const engine of [firefox, webkit]) {
    describe(`${title}, in ${engine.label}`, () => {
      const missing = engine.missing() ?? (forcedColours ? engine.noForcedColours : null);
      let session: EngineSession | undefined;
      beforeAll(async () => {
        if (missing) return;
        const driver = await engine.launch({proxyPort: inject('proxyPort'), forcedColours});
        session = new EngineSession(driver, inject('site'), engine.label.toLowerCase());
      });
      afterAll(() => session?.driver.close());
      beforeEach((context) => {
        if (missing) skipWith(context, missing);
      });
      afterEach(async (context) => {
        if (!session || context.task.result?.state === 'skip') return;
        expect(await session.takeErrors(), 'console errors').toEqual([]);
      });
      body(() => session!);
    });
  }
}
