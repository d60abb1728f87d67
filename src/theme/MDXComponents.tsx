// Ejected from Docusaurus 3.10.2 theme-classic. The same map, except that what a writer adds
// now and then (admonitions, <details>, code blocks) is Docusaurus' own component loaded by the
// pages that use it: in the map itself it weighs 7 KB (brotli) on every page's first load.
// Their styles are in the one stylesheet every page loads, so the server's HTML is styled
// before the script arrives. Inline `code` is Docusaurus' CodeInline: a plain <code>.
import type {ComponentProps, ComponentType, ReactElement} from 'react';
import Loadable from 'react-loadable';
import type {MDXProvider} from '@mdx-js/react';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXUl from '@theme/MDXComponents/Ul';

/** webpack's and Rspack's `require.resolveWeak`: a module's id, without bundling it here. */
type WeakRequire = {resolveWeak: (request: string) => string | number};
/** webpack's and Rspack's modules, by id: those of every chunk the browser has run so far. */
declare const __webpack_modules__: Record<string | number, unknown>;

/**
 * Loaded as Docusaurus loads a page's own component (react-loadable): the server renders it and
 * names its chunk among the page's scripts, so the browser has it before it hydrates the page.
 * (A Suspense boundary would not do: React streams a large one in with an inline script.)
 */
const onDemand = <Props,>(
  loader: () => Promise<{default: ComponentType<Props>}>,
  request: string,
  id: string | number,
) => ({
  Component: Loadable({loader, loading: () => null, modules: [request]}),
  arrived: () => id in __webpack_modules__,
});

const admonition = onDemand(
  () => import(/* webpackChunkName: "admonition" */ '@theme/Admonition'),
  '@theme/Admonition',
  (require as unknown as WeakRequire).resolveWeak('@theme/Admonition'),
);
const details = onDemand(
  () => import(/* webpackChunkName: "details" */ '@theme/MDXComponents/Details'),
  '@theme/MDXComponents/Details',
  (require as unknown as WeakRequire).resolveWeak('@theme/MDXComponents/Details'),
);
const codeBlock = onDemand(
  () => import(/* webpackChunkName: "code-block" */ '@theme/CodeBlock'),
  '@theme/CodeBlock',
  (require as unknown as WeakRequire).resolveWeak('@theme/CodeBlock'),
);

/**
 * Resolves once the browser has run every script the page's HTML names: they are deferred, and
 * DOMContentLoaded follows them (document.readyState is already "interactive" while they run).
 */
const pageScriptsRun = () =>
  new Promise((resolve) => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    if (document.readyState === 'complete' || navigation?.domContentLoadedEventEnd) resolve(null);
    document.addEventListener('DOMContentLoaded', resolve, {once: true});
    window.addEventListener('load', resolve, {once: true});
  });

// Docusaurus awaits a page's modules, this one's top-level await included, before it renders
// the page: the server renders each page in one pass, so it loads all three; the browser, those
// the page's scripts have brought, which may run after the route's own. (Not react-loadable's
// preloadReady: it would also load this page's route, which waits for this module.)
const all = [admonition, details, codeBlock];
await (ExecutionEnvironment.canUseDOM
  ? pageScriptsRun().then(() =>
      Promise.all(all.filter((part) => part.arrived()).map((part) => part.Component.preload())),
    )
  : Promise.all(all.map((part) => part.Component.preload())));

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
  admonition: admonition.Component,
  // `details` as well: Markdown (.md) files write the lowercase element (Docusaurus #9092).
  details: details.Component,
  Details: details.Component,
  // A fenced block is <pre><code class="language-…">: CodeBlock takes the <code>'s props.
  pre: ({children}) => (
    <codeBlock.Component {...(children as ReactElement<CodeBlockProps>).props} />
  ),
};

export default MDXComponents;
