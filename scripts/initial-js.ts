// `node --import tsx scripts/initial-js.ts [dist/web]`: the JS a visitor downloads before the landing
// page can run — the entry script of the built index.html and every chunk it modulepreloads — gzipped
// at level 9 as the server precompresses it, against the issue #13 budget. The list from index.html is
// checked against the Vite manifest (the entry's static-import closure) so neither can drift unseen.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Issue #13: the landing's initial JS, gzip, in KiB. */
export const INITIAL_JS_BUDGET_KIB = 120;

const DEFAULT_WEB_DIR = 'dist/web';
const MANIFEST_PATH = '.vite/manifest.json';
const KIB = 1024;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/** The JS files (paths relative to webDir) that index.html loads at once: the module entry and its modulepreloads. */
export function initialJsFiles(webDir = DEFAULT_WEB_DIR): string[] {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url && url.endsWith('.js')) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** The same list from the Vite manifest: the HTML entry's chunk and its static imports, transitively. */
export function manifestInitialJsFiles(webDir = DEFAULT_WEB_DIR): string[] | null {
  const manifestFile = path.join(webDir, MANIFEST_PATH);
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['index.html'];
  if (!entry) return null;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  return [...seen];
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Total gzip (level 9) bytes of the landing's initial JS. */
export function initialJsGzipBytes(webDir = DEFAULT_WEB_DIR): number {
  return initialJsFiles(webDir).reduce((sum, file) => sum + gzipBytes(path.join(webDir, file)), 0);
}

function main() {
  const webDir = process.argv[2] ?? DEFAULT_WEB_DIR;
  if (!existsSync(path.join(webDir, 'index.html'))) {
    console.error(`${webDir}/index.html is missing: run \`npx vite build\` first`);
    process.exit(2);
  }
  const files = initialJsFiles(webDir);
  const fromManifest = manifestInitialJsFiles(webDir);
  if (fromManifest) {
    const html = new Set(files);
    const differ = fromManifest.length !== html.size || fromManifest.some((file) => !html.has(file));
    if (differ) {
      console.error(`index.html and the manifest disagree:\n  html:     ${files.join(', ')}\n  manifest: ${fromManifest.join(', ')}`);
      process.exit(1);
    }
  }
  let total = 0;
  for (const file of files) {
    const full = path.join(webDir, file);
    const gz = gzipBytes(full);
    total += gz;
    console.log(`${(readFileSync(full).length / KIB).toFixed(1).padStart(8)} KiB  ${(gz / KIB).toFixed(1).padStart(7)} KiB gz  ${file}`);
  }
  const withinBudget = total <= INITIAL_JS_BUDGET_KIB * KIB;
  console.log(
    `Initial JS of the landing: ${total} bytes gzip = ${(total / KIB).toFixed(1)} KiB (${(total / 1000).toFixed(1)} kB), ` +
      `budget ${INITIAL_JS_BUDGET_KIB} KiB ${withinBudget ? '✓' : '✗'}${fromManifest ? '' : ' (no Vite manifest to cross-check)'}`,
  );
  if (!withinBudget) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
