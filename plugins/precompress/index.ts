import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import type {Plugin} from '@docusaurus/types';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a `.gz` and a `.br` beside every compressible file under build/assets/, for
 * nginx's `gzip_static` and `brotli_static` (deploy/nginx.conf): compressed once at the
 * highest level instead of on every request. Only the content-hashed assets, which never
 * change after the build; pages are compressed on the fly, so a later rewrite of a page
 * cannot leave a stale copy. Docusaurus compresses nothing, and the compression plugins
 * of the bundlers would add a webpack and an Rspack variant to maintain.
 */
export default function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    postBuild({outDir}) {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets, {recursive: true, encoding: 'utf8'})) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(assets, name);
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, {level: constants.Z_BEST_COMPRESSION}));
        const brotli = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(content, {params: brotli}));
      }
    },
  };
}
