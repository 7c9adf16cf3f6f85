import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractBrandColorsFromImage, prepareLogo, rasteriseSvgLogo, sanitiseSvg } from './logo.ts';
import { sampleLogo } from './samples.ts';

let server: Server;
let port = 0;
const hits: string[] = [];
let redFile = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'foodart-logo-'));
  redFile = path.join(dir, 'red.png');
  writeFileSync(redFile, await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } }).png().toBuffer());
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Share of pixels close to pure red in an RGBA PNG. */
async function redShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60 && data[i + 3]! > 200) red += 1;
  return red / (info.width * info.height);
}

describe('rasteriseSvgLogo', () => {
  it('rasterises a hostile SVG without running scripts or loading anything', async () => {
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY ext SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100" onload="document.querySelector('rect').setAttribute('fill','#ff0000')">
  <script>document.querySelector('rect').setAttribute('fill', '#ff0000'); fetch('http://127.0.0.1:${port}/script');</script>
  <style>@import url("http://127.0.0.1:${port}/css"); rect { fill: url(http://127.0.0.1:${port}/fill.svg#p) }</style>
  <rect width="200" height="100" fill="#1b2a4a" onclick="alert(1)"/>
  <image href="http://127.0.0.1:${port}/logo.png" x="0" y="0" width="200" height="100"/>
  <image xlink:href="http://127.0.0.1:${port}/old.png" x="0" y="0" width="200" height="100"/>
  <image href="file://${redFile}" x="0" y="0" width="200" height="100"/>
  <image href="${redFile}" x="0" y="0" width="200" height="100"/>
  <foreignObject width="200" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="http://127.0.0.1:${port}/frame"></iframe></foreignObject>
  <use href="http://127.0.0.1:${port}/sprite.svg#logo"/>
</svg>`;
    const png = rasteriseSvgLogo(Buffer.from(svg), 400);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(Math.max(meta.width!, meta.height!)).toBe(400);
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(200);
    await new Promise((r) => setTimeout(r, 150));
    expect(hits).toEqual([]);
    // Neither the script nor the local red file painted anything.
    expect(await redShare(png)).toBe(0);
  });

  it('strips scripts, handlers and outside references but keeps inline drawing', () => {
    const clean = sanitiseSvg(
      `<svg onload="x()"><script type="text/javascript">x()</script><a href="javascript:x()"><rect onmouseover='y()' fill="url(#g)"/></a><image href="data:image/png;base64,AAAA"/><image href="https://evil.example/a.png"/><use xlink:href="#shape"/></svg>`,
    );
    expect(clean).not.toMatch(/script|onload|onmouseover|javascript:|evil\.example/i);
    expect(clean).toContain('url(#g)');
    expect(clean).toContain('data:image/png;base64,AAAA');
    expect(clean).toContain('xlink:href="#shape"');
  });

  it('fits the longer side of a tall logo', async () => {
    const png = rasteriseSvgLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 100"><circle cx="25" cy="50" r="20" fill="#c8102e"/></svg>'), 300);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([150, 300]);
  });
});

describe('logo colours and preparation', () => {
  it('extracts the brand colours of a logo fitted to 100×100', async () => {
    const colors = await extractBrandColorsFromImage(await sampleLogo());
    // #c8102e quantised: 200→210, 16→30, 46→60.
    expect(colors[0]).toBe('#d21e3c');
    expect(colors.length).toBeGreaterThanOrEqual(2);
    for (const c of colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('trims a logo and reports its shape', async () => {
    const logo = await prepareLogo(await sampleLogo());
    expect(logo.transparent).toBe(true);
    expect(logo.aspect).toBeCloseTo(1, 1);
    const jpg = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#1b2a4a' } }).jpeg().toBuffer();
    const opaque = await prepareLogo(jpg);
    expect(opaque.transparent).toBe(false);
  });
});
