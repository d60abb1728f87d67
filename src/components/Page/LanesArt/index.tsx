import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Props = {
  /** `home`: the full picture beside the home page's hero; `page`: the lanes alone, for other pages. */
  variant?: 'home' | 'page';
  className?: string;
};

/** One person on a lane: a head and shoulders in a circle. */
function Person({x, y, tone}: {x: number; y: number; tone: 'brand' | 'accent' | 'ink'}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="20" className={styles[`${tone}Disc`]} />
      <circle cy="-5" r="6.5" className={styles.face} />
      <path d="M-11 13a11 10 0 0 1 22 0" className={styles.face} />
    </g>
  );
}

/** A tick in a circle: work reviewed and approved. */
function Approved({x, y}: {x: number; y: number}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="15" className={styles.sun} />
      <path d="M-6 0l4 4 8-8" className={styles.tick} />
    </g>
  );
}

/**
 * The brand's picture: lanes, each with a person moving along it to an approved delivery.
 * Drawn from the logo's shapes (rounded bars, the amber underline) in the theme's colours,
 * so it follows light and dark. Decorative: the hero's text says what it shows.
 */
export function LanesArt({variant = 'page', className}: Props): ReactNode {
  const home = variant === 'home';
  return (
    <svg
      className={clsx(styles.art, className)}
      viewBox={home ? '0 0 440 360' : '0 0 440 250'}
      aria-hidden="true"
      focusable="false">
      <rect x="40" y="20" width="380" height="48" rx="24" className={styles.laneSoft} />
      <rect x="0" y="86" width="330" height="48" rx="24" className={styles.laneAccent} />
      <rect x="70" y="152" width="370" height="48" rx="24" className={styles.laneBrand} />
      <Person x={190} y={44} tone="brand" />
      <Person x={110} y={110} tone="accent" />
      <Person x={300} y={176} tone="ink" />
      <Approved x={390} y={44} />
      <Approved x={410} y={176} />
      {home && (
        <>
          <rect x="20" y="218" width="300" height="48" rx="24" className={styles.laneSoft} />
          <Person x={230} y={242} tone="brand" />
          <g className={styles.sheet}>
            <rect x="250" y="284" width="150" height="64" rx="12" className={styles.paper} />
            <rect x="266" y="300" width="78" height="8" rx="4" className={styles.line} />
            <rect x="266" y="316" width="110" height="8" rx="4" className={styles.lineFaint} />
            <rect x="266" y="332" width="60" height="6" rx="3" className={styles.sun} />
          </g>
          <rect x="40" y="296" width="170" height="10" rx="5" className={styles.sun} />
        </>
      )}
      {!home && <rect x="20" y="224" width="120" height="10" rx="5" className={styles.sun} />}
    </svg>
  );
}
