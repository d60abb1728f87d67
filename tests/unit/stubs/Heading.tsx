import type {ComponentProps, ReactNode} from 'react';

type Props = ComponentProps<'h2'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

/** Stands in for `@theme/Heading` (which needs Docusaurus' theme context) in unit tests. */
export default function Heading({as: As, ...props}: Props): ReactNode {
  return <As {...props} />;
}
