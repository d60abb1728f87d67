/**
 * `@docusaurus/Head` in the browser bundle (plugins/browser-bundle puts it in place of
 * Docusaurus' own): the same Helmet, rendered only once the page has hydrated.
 *
 * Why: Docusaurus hydrates in a transition, which React cuts into slices with frames between
 * them, and Helmet registers each `<Head>` as it renders and rewrites the head in the next frame
 * from those registered so far. Between two slices the tags of a `<Head>` not yet rendered (a
 * page's robots, description, canonical) were taken out of the head the server sent, and put back
 * a slice later (tests/e2e/head.spec.ts). The server's head is already the page's, so until
 * hydration ends there is nothing to write; then every `<Head>` renders at once, and Helmet's
 * first write finds the head as it is. Server rendering and later navigations are unchanged.
 */
import React, {type ComponentProps} from 'react';
import {Helmet} from 'react-helmet-async';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function Head(props: ComponentProps<typeof Helmet>) {
  return useIsBrowser() ? <Helmet {...props} /> : null;
}
