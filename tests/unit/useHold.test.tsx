// @vitest-environment jsdom
// Hover, focus and the excepted control: testimonialCarousel.test.tsx; alsoWhile: popups.spec.ts.
import {useRef, useState} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useHold} from '@site/src/hooks/useHold';

it('lets go at once when what held it goes away', async () => {
  let held = false;
  const timer = {pause: () => void (held = true), resume: () => void (held = false)};
  function Area() {
    const area = useRef<HTMLDivElement>(null);
    const [shown, setShown] = useState(true);
    const release = useHold(area, timer);
    const dismiss = () => {
      setShown(false);
      release();
    };
    return (
      <div ref={area}>
        {shown && (
          <button type="button" onClick={dismiss}>
            Dismiss
          </button>
        )}
      </div>
    );
  }
  render(<Area />);
  await userEvent.click(screen.getByRole('button', {name: 'Dismiss'}));
  expect(held).toBe(false);
});
