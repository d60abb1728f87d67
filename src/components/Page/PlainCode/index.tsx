/**
 * Stands in for `prism-react-renderer` in the browser bundle (plugins/trim-theme-classic
 * points the package here). No page of this site shows code, yet theme-classic loads
 * Prism on every page (about 20 KB gzip). A code block a writer adds still renders,
 * as plain unhighlighted text.
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';

type Token = {types: string[]; content: string; empty?: boolean};

type RenderProps = {
  className: string;
  style: CSSProperties;
  tokens: Token[][];
  getLineProps: (input: {line: Token[]; className?: string}) => {className: string};
  getTokenProps: (input: {token: Token; className?: string}) => {
    className: string;
    children: string;
  };
};

type HighlightProps = {
  code: string;
  language?: string;
  theme?: {plain?: CSSProperties};
  children: (props: RenderProps) => ReactNode;
};

/** The part of prism-react-renderer's `Prism` that theme-classic touches at start-up. */
export const Prism = {languages: {}, hooks: {add: () => {}}};

export const themes = {};

export function Highlight({code, language, theme, children}: HighlightProps): ReactNode {
  const tokens = code
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => [{types: ['plain'], content: line, empty: line === ''}]);
  return children({
    className: clsx('prism-code', language && `language-${language}`),
    style: theme?.plain ?? {},
    tokens,
    getLineProps: ({className}) => ({className: clsx('token-line', className)}),
    getTokenProps: ({token, className}) => ({
      className: clsx('token', ...token.types, className),
      children: token.empty ? '\n' : token.content,
    }),
  });
}
