import {useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {EARLY_TAP} from '@site/src/browser/earlyTaps';
import {Icon} from '@site/src/components/Page/Icon';
import {Quote, type Testimonial} from '@site/src/components/Page/Quote';
import {useHold} from '@site/src/hooks/useHold';
import {createCarouselClock} from '@site/src/lib/carouselClock';
import styles from './styles.module.css';

export type Props = {
  testimonials: readonly Testimonial[];
  /** Names the carousel for assistive technology, e.g. "Freelancer testimonials". */
  label: string;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Rotating quotes following the WAI-ARIA carousel pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/). Timing lives in
 * src/lib/carouselClock.ts; this component only wires events to it.
 */
export function TestimonialCarousel({testimonials, label}: Props): ReactNode {
  const count = testimonials.length;
  // The server renders the clock's first state: the first quote, playing.
  const [clock] = useState(() => createCarouselClock({count}));
  const state = useSyncExternalStore(clock.subscribe, clock.getState, clock.getState);
  const carouselRef = useRef<HTMLDivElement>(null);
  const rotationButtonRef = useRef<HTMLButtonElement>(null);
  // Focus on the pause/play control itself does not hold: pressing Play there
  // must set the quotes moving (as in the APG example).
  useHold(carouselRef, clock, {exceptFocusOn: rotationButtonRef});

  useEffect(() => {
    // Read here: the server cannot know the visitor's motion preference.
    clock.start(window.matchMedia(REDUCED_MOTION).matches);
    return clock.stop;
  }, [clock]);

  const {index, playing, rotating} = state;

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={translate({
        id: 'carousel.roleDescription',
        message: 'carousel',
        description: 'What assistive technology calls the testimonials carousel',
      })}
      aria-label={label}
      ref={carouselRef}>
      <div className={styles.controls}>
        <button
          ref={rotationButtonRef}
          type="button"
          className={clsx('control-button', styles.control)}
          {...EARLY_TAP}
          aria-label={
            playing
              ? translate({id: 'carousel.pause.label', message: 'Pause testimonials'})
              : translate({id: 'carousel.play.label', message: 'Play testimonials'})
          }
          onClick={() => clock.toggle()}>
          <Icon name={playing ? 'pause' : 'play'} className={styles.glyph} />
          <span className={styles.controlText} aria-hidden="true">
            {playing ? (
              <Translate id="carousel.pause">Pause</Translate>
            ) : (
              <Translate id="carousel.play">Play</Translate>
            )}
          </span>
        </button>
        <button
          type="button"
          className={clsx('control-button', styles.control)}
          {...EARLY_TAP}
          aria-label={translate({id: 'carousel.previous', message: 'Previous testimonial'})}
          onClick={() => clock.previous()}>
          <Icon name="chevron-left" className={styles.glyph} />
        </button>
        <span className={styles.position} aria-hidden="true">
          <Translate id="carousel.position" values={{current: index + 1, count}}>
            {'{current} / {count}'}
          </Translate>
        </span>
        <button
          type="button"
          className={clsx('control-button', styles.control)}
          {...EARLY_TAP}
          aria-label={translate({id: 'carousel.next', message: 'Next testimonial'})}
          onClick={() => clock.next()}>
          <Icon name="chevron-right" className={styles.glyph} />
        </button>
      </div>
      {/* Announce a change of quote only when the visitor caused it, never while it
          rotates by itself (WAI-ARIA carousel pattern). Hidden quotes use
          visibility: hidden, which also hides them from assistive technology, and
          stay readable without JavaScript. */}
      <ul className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {testimonials.map((testimonial, slide) => (
          <li
            key={testimonial.name}
            className={clsx(styles.slide, slide === index && styles.current)}
            data-current={slide === index ? 'true' : undefined}>
            <Quote
              testimonial={testimonial}
              classNames={{quote: styles.quote, author: styles.author}}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
