/**
 * The Crisp widget, loaded through crisp-sdk-web. Imported lazily from an
 * effect, so neither the SDK nor the widget touches the first paint.
 */
export type ChatStatus = 'off' | 'waiting' | 'loading' | 'ready' | 'failed';

const LOADER_SELECTOR = 'script[src*="client.crisp.chat"]';

/** Loads the widget; resolves 'ready' once the loader script has run, or 'failed'. */
export async function loadCrisp(siteKey: string): Promise<ChatStatus> {
  const {Crisp} = await import('crisp-sdk-web');
  Crisp.configure(siteKey, {autoload: false});
  Crisp.load();
  const script = document.querySelector<HTMLScriptElement>(LOADER_SELECTOR);
  if (!script) return 'failed';
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve('ready'), {once: true});
    script.addEventListener('error', () => resolve('failed'), {once: true});
  });
}

export async function openCrisp(): Promise<void> {
  const {Crisp} = await import('crisp-sdk-web');
  Crisp.chat.open();
}

/** Takes the widget, its container and its globals out of the page. */
export function removeCrisp(): void {
  document.querySelectorAll(`${LOADER_SELECTOR}, .crisp-client`).forEach((node) => node.remove());
  const globals = window as unknown as Record<string, unknown>;
  for (const name of ['$crisp', 'CRISP_WEBSITE_ID', 'CRISP_RUNTIME_CONFIG']) delete globals[name];
}
