// @vitest-environment jsdom
import {useRef, useState} from 'react';
import {act, cleanup, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useHold, type Holdable} from '@site/src/hooks/useHold';

/** A timer that remembers whether it is held. */
function fakeTimer(): Holdable & {held: () => boolean} {
  let held = false;
  const hold = (value: boolean) => () => void (held = value);
  return {pause: hold(true), resume: hold(false), held: () => held};
}

function Area({timer, alsoWhile = false}: {timer: Holdable; alsoWhile?: boolean}) {
  const area = useRef<HTMLDivElement>(null);
  const play = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(true);
  const release = useHold(area, timer, {alsoWhile, exceptFocusOn: play});
  return (
    <>
      <div ref={area} data-testid="area">
        <button type="button" ref={play}>
          Play
        </button>
        {shown && (
          <button
            type="button"
            onClick={() => {
              setShown(false);
              release();
            }}>
            Dismiss
          </button>
        )}
      </div>
      <button type="button">Outside</button>
    </>
  );
}

const focus = (name: string) => act(() => screen.getByRole('button', {name}).focus());

describe('given the hold on a timed area', () => {
  afterEach(cleanup);

  it('holds the timer while hovered or focus is inside (but on the excepted control), as long as either holds', async () => {
    const timer = fakeTimer();
    render(<Area timer={timer} />);
    const area = screen.getByTestId('area');
    await userEvent.hover(area);
    expect(timer.held()).toBe(true);
    await userEvent.unhover(area);
    expect(timer.held()).toBe(false);
    focus('Dismiss');
    expect(timer.held()).toBe(true);
    focus('Play');
    expect(timer.held()).toBe(false);
    focus('Dismiss');
    focus('Outside');
    expect(timer.held()).toBe(false);
    await userEvent.hover(area);
    focus('Dismiss');
    await userEvent.unhover(area);
    expect(timer.held()).toBe(true);
  });

  it('holds it whatever the pointer does while also asked to', () => {
    const timer = fakeTimer();
    const {rerender} = render(<Area timer={timer} alsoWhile />);
    expect(timer.held()).toBe(true);
    rerender(<Area timer={timer} />);
    expect(timer.held()).toBe(false);
  });

  it('lets go at once when what held it goes away', async () => {
    const timer = fakeTimer();
    render(<Area timer={timer} />);
    await userEvent.click(screen.getByRole('button', {name: 'Dismiss'}));
    expect(timer.held()).toBe(false);
  });
});
