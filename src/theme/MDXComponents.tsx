// Ejected from Docusaurus 3.10.2 theme-classic: maps only the elements the site's MDX and Markdown use.
// No page has code blocks, admonitions, <details> or diagrams, so theme-classic's CodeBlock,
// Admonition, Details and Mermaid stay out of every page's bundle; should a writer add one,
// it renders as plain HTML (<pre><code>, a bare <admonition> box) rather than failing.
import type {ComponentProps} from 'react';
import type {MDXProvider} from '@mdx-js/react';
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXUl from '@theme/MDXComponents/Ul';

const MDXComponents: ComponentProps<typeof MDXProvider>['components'] = {
  Head,
  a: MDXA,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props) => <MDXHeading as="h1" {...props} />,
  h2: (props) => <MDXHeading as="h2" {...props} />,
  h3: (props) => <MDXHeading as="h3" {...props} />,
  h4: (props) => <MDXHeading as="h4" {...props} />,
  h5: (props) => <MDXHeading as="h5" {...props} />,
  h6: (props) => <MDXHeading as="h6" {...props} />,
};

export default MDXComponents;
