// Precompresses the built SPA: a `.br` and a `.gz` beside every text file of dist/web, so the server
// sends them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
// Plain node:zlib at the strongest settings (it runs once per build, on libuv's threads); no npm
// plugin, so nothing to keep in step with Vite's major versions.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts (png, jpg, webp, avif, woff2) are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map'] as const;
export const BROTLI_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;
export const GZIP_LEVEL = zlib.constants.Z_BEST_COMPRESSION;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function isCompressible(file: string): boolean {
  return (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(path.extname(file).toLowerCase());
}

/** Vite's own records (`.vite/manifest.json`) are never served: not worth compressing. */
function isInDotFolder(relativeDir: string): boolean {
  return relativeDir.split(path.sep).some((part) => part.startsWith('.') && part !== '.' && part !== '..');
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` for every compressible file under `dir`. A variant that would
 * not be smaller is not written: the server then sends the file itself.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && isCompressible(e.name) && !isInDotFolder(path.relative(dir, e.parentPath)))
    .map((e) => path.join(e.parentPath, e.name));
  const summary: PrecompressSummary = { files: files.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: GZIP_LEVEL }),
      ]);
      summary.bytes += data.length;
      summary.brotliBytes += Math.min(br.length, data.length);
      summary.gzipBytes += Math.min(gz.length, data.length);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return summary;
}

/** The Vite plugin: precompresses the output folder once the bundle is written (`vite build` only). */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'foodart:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      const s = await precompressDirectory(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      const ms = (performance.now() - started).toFixed(0);
      console.log(`precompressed ${s.files} files: ${kb(s.bytes)} → br ${kb(s.brotliBytes)}, gzip ${kb(s.gzipBytes)} in ${ms} ms`);
    },
  };
}
