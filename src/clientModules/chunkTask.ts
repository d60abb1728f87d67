import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A loaded chunk's modules run in a task of their own. The page names its route chunks
 * in its HTML (plugins/paint-first), so they are installed before main runs, and
 * Docusaurus' preload would otherwise run them in main's task, a longer one than
 * Lighthouse's 50 ms under its 4× CPU throttle. A message, not a timer, marks the task
 * boundary: timers stop under Playwright's paused clock and in background tabs.
 */
declare const __webpack_require__: {e?: (chunkId: string | number) => Promise<unknown>};

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const ensureChunk = __webpack_require__.e;
if (ExecutionEnvironment.canUseDOM && ensureChunk) {
  __webpack_require__.e = (chunkId) => ensureChunk(chunkId).then(nextTask);
}

export {};
