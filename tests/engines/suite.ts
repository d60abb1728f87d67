// A group of tests for each engine, one browser for the group; a test fails on any console error its
// pages recorded, and is skipped with the reason `npm test` lists where its engine cannot run it.
import {inject} from 'vitest';
import {firefox} from './firefox';
import {EngineSession, type Driver} from './session';
import {webkit} from './webkit';

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
  noForcedColours?: string;
  launch: (options: LaunchOptions) => Promise<Driver>;
};

export function forEachEngine(
  title: string,
  body: (session: () => EngineSession) => void,
  {forcedColours = false} = {},
): void {
  for (const engine of [firefox, webkit]) {
    describe(`${title}, in ${engine.label}`, () => {
      const missing = engine.missing() ?? (forcedColours && engine.noForcedColours);
      let session: EngineSession | undefined;
      beforeAll(async () => {
        if (missing) return;
        const driver = await engine.launch({proxyPort: inject('proxyPort'), forcedColours});
        session = new EngineSession(driver, inject('site'));
      });
      afterAll(() => session?.driver.close());
      beforeEach((context) => {
        if (!missing) return;
        // Kept where the JSON report shows it (scripts/test-counts.mjs).
        context.task.meta.skipReason = missing;
        context.skip(missing);
      });
      afterEach(async (context) => {
        if (!session || context.task.result?.state === 'skip') return;
        expect(await session.takeErrors(), 'console errors').toEqual([]);
      });
      body(() => session!);
    });
  }
}
