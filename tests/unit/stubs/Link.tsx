import type {ComponentProps} from 'react';

type Props = ComponentProps<'a'> & {to: string; autoAddBaseUrl?: boolean};

/** Stands in for `@docusaurus/Link` (which needs Docusaurus' router): a plain anchor. */
export default function Link({to, autoAddBaseUrl: _autoAddBaseUrl, ...props}: Props) {
  // eslint-disable-next-line @docusaurus/no-html-links, jsx-a11y/anchor-has-content
  return <a href={to} {...props} />;
}
