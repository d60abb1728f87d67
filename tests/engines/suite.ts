/**
 * Declares a group of tests once for each engine, with one browser for the group. A test fails
 * on any console error its pages recorded. Where the engine is missing or cannot do what a test
 * needs, the test is skipped with the reason, which `npm test` lists (scripts/test-counts.mjs).
 */
import {inject, type TestContext} from 'vitest';
import {ENGINES, type Driver, type EngineName, type LaunchOptions} from './engines';
import {launchFirefox} from './firefox';
import {EngineSession} from './session';
import {launchWebKit} from './webkit';

declare module 'vitest' {
  export interface ProvidedContext {
    site: string;
    proxyPort: number;
  }
  interface TaskMeta {
    skipReason?: string;
  }
}

const LAUNCH: Record<EngineName, (proxyPort: number, options: LaunchOptions) => Promise<Driver>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** Skips the running test, keeping the reason where the JSON report shows it. */
export function skipWith(context: TestContext, reason: string): never {
  context.task.meta.skipReason = reason;
  return context.skip(reason) as never;
}

export function forEachEngine(
  title: string,
  body: (session: () => EngineSession) => void,
  options: LaunchOptions = {},
): void {
  for (const engine of ENGINES) {
    describe(`${title}, in ${engine.label}`, () => {
      const missing = engine.missing() ?? (options.forcedColours ? engine.noForcedColours : null);
      let session: EngineSession | undefined;
      beforeAll(async () => {
        if (missing) return;
        const driver = await LAUNCH[engine.name](inject('proxyPort'), options);
        session = new EngineSession(driver, inject('site'));
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
