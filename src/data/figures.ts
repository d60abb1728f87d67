import type {Figure} from '@site/src/components/Page/FigureList';

/** The four headline figures, shown on the home page and on /our-impact. */
export const FIGURES: Figure[] = [
  {icon: 'users', value: '5,000+', label: 'Freelancers Hired'},
  {icon: 'globe', value: '50+', label: 'Active Countries'},
  {icon: 'circle-check', value: '95%', label: 'Project Completion'},
  {icon: 'clock', value: '12-Hour', label: 'Guaranteed Payments'},
];
