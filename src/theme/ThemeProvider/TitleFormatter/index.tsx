// Ejected from Docusaurus 3.10.2 theme-classic, the documented place to change how page titles are formed:
// a page title that already names the brand ("For Freelancers — Join Talentlane") is not suffixed again.
// TitleFormatterProvider is exported only from theme-common's internal entry, as in Docusaurus' own site.
import type {ComponentProps, ReactNode} from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/ThemeProvider/TitleFormatter';

type Formatter = ComponentProps<typeof TitleFormatterProvider>['formatter'];

const formatter: Formatter = (params) => {
  const title = params.title?.trim();
  if (title && title.includes(params.siteTitle)) return title;
  return params.defaultFormatter(params);
};

export default function ThemeProviderTitleFormatter({children}: Props): ReactNode {
  return <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>;
}
