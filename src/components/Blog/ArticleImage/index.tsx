import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import styles from './styles.module.css';

/** An uploaded picture's files in one format, each with its width in pixels (plugins/blog-pictures). */
export type Sized = [url: string, width: number][];
export type UploadedPicture = {webp: Sized; jpeg: Sized};

export type Props = {
  /** A stock-photo URL whose `w` query parameter sets the width the host sends. */
  src: string;
  /** A picture a writer uploaded, in its sizes and formats (then `src` is its address). */
  picture?: UploadedPicture;
  alt: string;
  /** The featured image is likely the page's largest paint: fetch it first, not lazily. */
  priority?: boolean;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Extra class for the box, e.g. to let it fill a taller card. */
  className?: string;
};

// Intrinsic size for the width and height attributes; the CSS box has the same 3:2 ratio.
const WIDTH = 1200;
const HEIGHT = 800;
const SOURCE_WIDTHS = [480, 800, 1200];

function atWidth(src: string, width: number): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  return url.href;
}

const srcSetOf = (files: Sized) => files.map(([url, width]) => `${url} ${width}w`).join(', ');

/**
 * An article photo in a box whose size is reserved by CSS (`aspect-ratio`), so it
 * moves nothing when it loads or fails. When the stock-photo host is unreachable,
 * the broken-image icon is hidden and the alt text shows inside the box instead.
 * An uploaded picture is served by the site itself, WebP where the browser takes it.
 */
export function ArticleImage({
  src,
  picture,
  alt,
  priority = false,
  sizes,
  className,
}: Props): ReactNode {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened;
    // decode() rejects for a broken image and waits for one that is still loading.
    image.current?.decode().catch(() => setFailed(true));
  }, []);

  const img = (
    <img
      ref={image}
      className={styles.image}
      src={picture ? picture.jpeg.at(-1)![0] : src}
      srcSet={srcSetOf(picture?.jpeg ?? SOURCE_WIDTHS.map((width) => [atWidth(src, width), width]))}
      sizes={sizes}
      width={WIDTH}
      height={HEIGHT}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
  return (
    <div className={clsx(styles.frame, className)} data-image-failed={failed || undefined}>
      {priority && !picture && (
        <Head>
          {/* The photo host's connection opens while the page is still arriving. */}
          <link rel="preconnect" href={new URL(src).origin} />
        </Head>
      )}
      {picture ? (
        <picture>
          <source type="image/webp" srcSet={srcSetOf(picture.webp)} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
      {failed && (
        // The <img> keeps its alt for assistive technology; this copy is for the eye only.
        <span className={styles.fallback} aria-hidden="true">
          {alt}
        </span>
      )}
    </div>
  );
}
