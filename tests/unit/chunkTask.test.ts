// @vitest-environment jsdom
import {setTimeout as nextTimer} from 'node:timers/promises';

type Require = {e: (chunkId: string) => Promise<unknown>};
const runtime = globalThis as unknown as {__webpack_require__: Require};

const loaded: string[] = [];
let offline = false;
runtime.__webpack_require__ = {
  e: async (chunkId) => {
    loaded.push(chunkId);
    if (offline) throw new Error(`Loading chunk ${chunkId} failed.`);
  },
};
await import('@site/src/clientModules/chunkTask');

describe('given a chunk the page has already installed', () => {
  it('still loads it through the bundler, then lets its modules run only in a later task', async () => {
    let ran = false;
    const ready = runtime.__webpack_require__.e('697').then(() => (ran = true));
    expect(loaded).toEqual(['697']);
    // However many microtasks pass, the modules wait for a task of their own.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(ran).toBe(false);
    await nextTimer(5);
    await ready;
    expect(ran).toBe(true);
  });

  it('passes a failed load on, so Docusaurus still sees the error', async () => {
    offline = true;
    await expect(runtime.__webpack_require__.e('42')).rejects.toThrow('Loading chunk 42 failed.');
  });
});
