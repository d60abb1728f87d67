import type {FiguresData} from '@site/src/data/schemas/figures';
import type {Figure} from '@site/src/components/Page/FigureList';
import raw from './content/figures.json';

/** The four headline figures, shown on the home page and on /our-impact. */
export const FIGURES: Figure[] = (raw as FiguresData).figures;
