// @vitest-environment jsdom
import type {ReactNode} from 'react';
import {act, cleanup, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {DEFAULT_FACTS, type SiteFacts} from '@site/src/config/site';
import notices from '@site/src/data/content/notices.json';

let facts: SiteFacts = DEFAULT_FACTS;
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {customFields: {facts, buildYear: 2026, blogCategoryNames: []}},
    i18n: {currentLocale: 'en', defaultLocale: 'en'},
  }),
}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => true}));

let tree: () => ReactNode;

// Fresh modules per test: crisp-sdk-web keeps a page-wide singleton.
beforeEach(async () => {
  vi.resetModules();
  const {NoticeProvider} = await import('@site/src/components/Notice');
  const {ChatProvider, useChat} = await import('@site/src/components/Chat');
  function LiveChatButton() {
    const {openChat, status} = useChat();
    return (
      <button type="button" data-status={status} onClick={openChat}>
        Start a chat
      </button>
    );
  }
  tree = () => (
    <NoticeProvider>
      <ChatProvider enabled unavailable={notices.chatUnavailable}>
        <LiveChatButton />
      </ChatProvider>
    </NoticeProvider>
  );
});

const KEY = '6f1d1b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const UNAVAILABLE = notices.chatUnavailable.title;
const LOADER = 'script[src*="client.crisp.chat"]';
/** The chat rendered, with the site key or none, and its Crisp loader once injected. */
function renderChat(chatSiteKey: string | null) {
  facts = {...DEFAULT_FACTS, chatSiteKey};
  const rendered = render(tree());
  const loader = () =>
    vi.waitFor(() => {
      expect(document.querySelector(LOADER)).not.toBeNull();
      return document.querySelector(LOADER)!;
    });
  return {...rendered, loader};
}
const button = () => screen.getByRole('button', {name: 'Start a chat'});
const status = () => button().getAttribute('data-status');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).$crisp;
});

it('with no site key, loads nothing and the chat button points to e-mail', async () => {
  renderChat(null);
  expect(status()).toBe('off');
  expect(document.querySelector(LOADER)).toBeNull();
  await userEvent.click(button());
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(screen.getByText(DEFAULT_FACTS.emails.general, {exact: false})).toBeInTheDocument();
});

it('reports a loader that fails, to a visitor who clicked while it was loading too', async () => {
  const script = await renderChat(KEY).loader();
  await userEvent.click(button());
  expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  act(() => {
    script.dispatchEvent(new Event('error'));
  });
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(status()).toBe('failed');
});

it('removes the widget, its container and its globals when the root unmounts', async () => {
  const {unmount, loader} = renderChat(KEY);
  await loader();
  const container = document.createElement('div');
  container.className = 'crisp-client';
  document.body.appendChild(container);
  unmount();
  expect(document.querySelector(LOADER)).toBeNull();
  expect(document.querySelector('.crisp-client')).toBeNull();
  expect('$crisp' in window).toBe(false);
});
