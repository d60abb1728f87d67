// @vitest-environment jsdom
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {NoticeProvider, useNotice, type NoticeContent} from '@site/src/components/Notice';
// Loaded up front, so the provider's import() of it settles within one act().
import '@site/src/components/Notice/Toaster';
import notices from '@site/src/data/content/notices.json';

// One notice at a time and the swipe (SPEC 5); on a page, its holds and F8: frame.spec.ts.

const [FIRST, SECOND]: NoticeContent[] = [notices.pageNotAvailable, notices.featureNotAvailable];

function Raise({notice, children}: {notice: NoticeContent; children: string}) {
  const notify = useNotice();
  return (
    <button type="button" onClick={() => notify(notice)}>
      {children}
    </button>
  );
}

async function raise(name: 'first' | 'second') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', {name}));
    await vi.dynamicImportSettled();
  });
}

const shown = () => screen.queryAllByRole('listitem');

beforeAll(() => {
  // jsdom has no pointer capture, which Radix takes when a swipe starts.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <NoticeProvider>
      <Raise notice={FIRST}>first</Raise>
      <Raise notice={SECOND}>second</Raise>
    </NoticeProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('a different notice replaces the one on screen, with a full 5000 ms of its own', async () => {
  await raise('first');
  expect(shown()).toHaveLength(1);
  expect(shown()[0]).toHaveTextContent(FIRST.title);
  act(() => vi.advanceTimersByTime(4000));
  await raise('second');
  expect(shown()).toHaveLength(1);
  expect(shown()[0]).toHaveTextContent(SECOND.title);
  expect(shown()[0]).toHaveTextContent(SECOND.description);
  expect(screen.queryByText(FIRST.title)).toBeNull();
  // The first one's 5 s would have ended here; the second counts its own.
  act(() => vi.advanceTimersByTime(4999));
  expect(shown()).toHaveLength(1);
  act(() => vi.advanceTimersByTime(1));
  expect(shown()).toHaveLength(0);
});

it('swiped to the right, stays after 50 px, the threshold, and goes after 51 px', async () => {
  await raise('first');
  const notice = shown()[0];
  const swipe = (distance: number) => {
    const start = {clientX: 100, clientY: 20, pointerId: 1, pointerType: 'mouse', button: 0};
    fireEvent.pointerDown(notice, start);
    fireEvent.pointerMove(notice, {...start, clientX: start.clientX + distance});
    fireEvent.pointerUp(notice, {...start, clientX: start.clientX + distance});
  };
  act(() => swipe(50));
  expect(notice).toHaveAttribute('data-swipe', 'cancel');
  expect(shown()).toEqual([notice]);
  act(() => swipe(51));
  expect(shown()).toHaveLength(0);
});
