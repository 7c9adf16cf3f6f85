import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isCompressible, precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .br and a .gz that decode to the original beside every text file, and leaves binaries alone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'foodart-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const text = (label: string) => `/* ${label} */\n${'const prato = "hambúrguer artesanal";\n'.repeat(200)}`;
    const files = {
      'index.html': `<!doctype html><html><head></head><body>${text('html')}</body></html>`,
      'assets/index-a1.js': text('js'),
      'assets/index-a1.css': `.a{color:red}\n${text('css')}`,
      'assets/logo-a1.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
      'manifest.webmanifest': JSON.stringify({ name: 'FoodArt', icons: Array.from({ length: 50 }, () => ({ src: '/i.png' })) }),
      'robots.txt': 'User-agent: *\n'.repeat(100),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    const font = randomBytes(2048);
    writeFileSync(path.join(dir, 'assets/inter-a1.woff2'), font);
    writeFileSync(path.join(dir, 'assets/hero-a1.webp'), randomBytes(2048));
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify({ a: 'b'.repeat(2000) }));

    const summary = await precompressDirectory(dir);

    expect(summary.files).toBe(Object.keys(files).length);
    for (const [name, content] of Object.entries(files)) {
      const br = readFileSync(path.join(dir, `${name}.br`));
      const gz = readFileSync(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString(), name).toBe(content);
      expect(gunzipSync(gz).toString(), name).toBe(content);
      expect(br.length, name).toBeLessThan(Buffer.byteLength(content));
    }
    for (const name of ['assets/inter-a1.woff2', 'assets/hero-a1.webp', '.vite/manifest.json']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
    expect(readFileSync(path.join(dir, 'assets/inter-a1.woff2')).equals(font)).toBe(true);
  });

  it('writes no variant that would be larger than its file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'foodart-precompress-'));
    writeFileSync(path.join(dir, 'tiny.txt'), 'a');
    await precompressDirectory(dir);
    expect(existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false);
  });

  it('takes text formats by extension', () => {
    expect(['a.js', 'a.CSS', 'a.html', 'a.svg', 'a.json', 'a.txt', 'a.webmanifest', 'a.xml'].every(isCompressible)).toBe(true);
    expect(['a.woff2', 'a.woff', 'a.png', 'a.jpg', 'a.webp', 'a.avif', 'a.js.br', 'a.js.gz'].some(isCompressible)).toBe(false);
  });
});
