import type {ReactNode} from 'react';

// Lucide's menu, sun, moon and monitor (https://lucide.dev, ISC), drawn inline: the header is in
// main.js, and Lucide's React components stay in the icons chunk that only pages with icons load.
const PATHS = {
  menu: 'M4 5h16M4 12h16M4 19h16',
  sun: 'M8 12a4 4 0 1 0 8 0 4 4 0 1 0-8 0M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
  moon: 'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
  monitor: 'M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2ZM8 21h8M12 17v4',
};

export type Props = {name: keyof typeof PATHS; size?: number; className?: string};

/** A decorative header icon in Lucide's style: 24-unit grid, 2-unit round strokes. */
export function HeaderIcon({name, size = 20, className}: Props): ReactNode {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}>
      <path d={PATHS[name]} />
    </svg>
  );
}
