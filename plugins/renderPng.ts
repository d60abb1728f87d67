/** Renders a satori element tree (HTML and CSS as React elements) to a PNG, for images made at build. */
import type {ReactNode} from 'react';
import satori, {type SatoriOptions} from 'satori';
import {Resvg} from '@resvg/resvg-js';

export type PngSize = {width: number; height: number};

export async function renderPng(
  element: ReactNode,
  {width, height}: PngSize,
  fonts: SatoriOptions['fonts'] = [],
): Promise<Buffer> {
  const svg = await satori(element, {width, height, fonts});
  return new Resvg(svg, {fitTo: {mode: 'original'}}).render().asPng();
}

/** An SVG document as a `data:` URL, for an `<img>` inside a satori tree. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
