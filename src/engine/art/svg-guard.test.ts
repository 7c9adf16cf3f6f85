import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logoSvg } from '../../../tests/factories/art-form.ts';
import { MAX_INPUT_PIXELS } from '../../shared/constants.ts';
import { LOGO_MAX_SIDE, rasteriseSvgLogo } from './logo.ts';
import { inspectSvg, inspectSvgLogo, MAX_SVG_UNITS, MIN_SVG_RASTER_SIDE, readImageSize, sanitiseSvg, SvgRefusedError } from './svg-guard.ts';
import { forgedPng } from '../../../tests/factories/forged-png.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, size = 1000) => `<svg ${SVG} width="${size}" height="${size}">${body}</svg>`;
const times = (text: string, n: number) => text.repeat(n);
const problemOf = (text: string) => {
  const verdict = inspectSvgLogo(Buffer.from(text));
  return verdict.ok ? null : verdict.problem;
};

/** The logo: a blurred full-size rect drawn 100 × `groups` times through <use>. */
function blurredRectBomb(groups: number): string {
  return svg(
    '<defs><filter id="f"><feGaussianBlur stdDeviation="50"/></filter><rect id="r" width="1000" height="1000" filter="url(#f)"/>' +
      `<g id="a">${times('<use href="#r"/>', 100)}</g></defs>${times('<use href="#a"/>', groups)}`,
  );
}

/** Each level draws the one below a hundred times: a million rects in 5 kB. */
const NESTED_USE_BOMB = svg(
  `<defs><rect id="r" width="1000" height="1000"/><g id="a">${times('<use href="#r"/>', 100)}</g>` +
    `<g id="b">${times('<use href="#a"/>', 100)}</g><g id="c">${times('<use href="#b"/>', 100)}</g></defs><use href="#c"/>`,
);

const embedded = (png: Buffer, extra = '') => svg(`<image ${extra} href="data:image/png;base64,${png.toString('base64')}" width="200" height="200"/>`, 200);

describe('inspectSvg: work bounds', () => {
  it('refuses a <use> bomb that multiplies through nested groups, in milliseconds', () => {
    const started = performance.now();
    const verdict = inspectSvgLogo(Buffer.from(NESTED_USE_BOMB));
    expect(verdict).toMatchObject({ ok: false, problem: 'too-complex' });
    expect(performance.now() - started).toBeLessThan(200);
    expect(() => rasteriseSvgLogo(Buffer.from(NESTED_USE_BOMB), LOGO_MAX_SIDE)).toThrow(SvgRefusedError);
  });

  it("draws the issue's blurred-rect logo without its blur, in well under a second", async () => {
    expect(sanitiseSvg(blurredRectBomb(9))).not.toMatch(/filter|feGaussianBlur/i);
    const started = performance.now();
    const png = rasteriseSvgLogo(Buffer.from(blurredRectBomb(9)), LOGO_MAX_SIDE);
    // It took 60 s and more with the blur, holding the engine's only worker.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await sharp(png).metadata()).format).toBe('png');
  });

  it('rasterises a complex but bounded drawing smaller rather than slower', async () => {
    const layers = svg(`<defs><rect id="r" width="1000" height="1000" fill="#c8102e" opacity="0.5"/></defs>${times('<use href="#r"/>', 1_100)}`);
    const verdict = inspectSvgLogo(Buffer.from(layers));
    if (!verdict.ok) throw new Error(verdict.detail);
    expect(verdict.maxSide).toBeLessThan(LOGO_MAX_SIDE);
    expect(verdict.maxSide).toBeGreaterThanOrEqual(MIN_SVG_RASTER_SIDE);
    const meta = await sharp(rasteriseSvgLogo(Buffer.from(layers), LOGO_MAX_SIDE)).metadata();
    expect(meta.width).toBe(verdict.maxSide);
  });

  it('rasterises an ordinary logo at full size, quickly', async () => {
    const logo = Buffer.from(logoSvg('#0d47a1', 240, '<text x="120" y="200" font-size="28" text-anchor="middle" fill="#fff">Burger Bom</text>'));
    const verdict = inspectSvgLogo(logo);
    expect(verdict).toMatchObject({ ok: true, textChars: 10 });
    if (verdict.ok) expect(verdict.maxSide).toBeGreaterThanOrEqual(LOGO_MAX_SIDE);
    const started = performance.now();
    const meta = await sharp(rasteriseSvgLogo(logo, LOGO_MAX_SIDE)).metadata();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect([meta.width, meta.height]).toEqual([LOGO_MAX_SIDE, LOGO_MAX_SIDE]);
  });

  it('refuses reference cycles: a <use> of its own ancestor, and a pattern painting its own content', () => {
    expect(problemOf(svg('<defs><g id="a"><use href="#b"/></g><g id="b"><use xlink:href="#a"/></g></defs><use href="#a"/>'))).toBe('reference-cycle');
    expect(problemOf(svg('<g id="self"><rect width="10" height="10"/><use href="#self"/></g>'))).toBe('reference-cycle');
    expect(problemOf(svg('<g fill="url(#p)"><defs><pattern id="p" width="1" height="1"><rect width="1" height="1"/></pattern></defs><rect width="9" height="9"/></g>'))).toBe(
      'reference-cycle',
    );
  });

  it('counts a pattern once for every shape it paints, inherited or through a <use>', () => {
    const pattern = `<pattern id="p" width="1" height="1" patternUnits="userSpaceOnUse">${times('<rect width="1" height="1"/>', 100)}</pattern>`;
    const shapes = times('<rect width="1000" height="1000"/>', 60);
    expect(problemOf(svg(`<defs>${pattern}</defs><g>${shapes}</g>`))).toBeNull();
    expect(problemOf(svg(`<defs>${pattern}</defs><g fill="url(#p)">${shapes}</g>`))).toBe('too-complex');
    expect(problemOf(svg(`<defs>${pattern}<g id="s">${shapes}</g></defs><use href="#s" style="fill: url(#p)"/>`))).toBe('too-complex');
  });

  it('sees a pattern referenced from a CSS class rule, and gradients as free', () => {
    const pattern = `<pattern id="p" width="1" height="1" patternUnits="userSpaceOnUse">${times('<rect width="1" height="1"/>', 100)}</pattern>`;
    const gradient = '<linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>';
    const shapes = times('<rect class="st0" width="1000" height="1000"/>', 60);
    expect(problemOf(svg(`<style>.st0{fill:url(#p);}</style><defs>${pattern}</defs>${shapes}`))).toBe('too-complex');
    expect(problemOf(svg(`<style>.st0{fill:url(#g);}</style><defs>${gradient}</defs>${shapes}`))).toBeNull();
  });

  it('counts a marker at every vertex it can be drawn at', () => {
    const marker = `<marker id="m" markerWidth="10" markerHeight="10">${times('<rect width="10" height="10"/>', 20)}</marker>`;
    const zigzag = `M0 0${times(' L10 10 L20 0', 200)}`;
    expect(problemOf(svg(`<defs>${marker}</defs><path d="${zigzag}"/>`))).toBeNull();
    expect(problemOf(svg(`<defs>${marker}</defs><path d="${zigzag}" marker-mid="url(#m)"/>`))).toBe('too-complex');
  });

  it('bounds laid-out text after expansion, and elements before any', () => {
    const word = '<text id="t" font-size="20">Smash Burger Duplo</text>';
    expect(problemOf(svg(`<defs>${word}</defs>${times('<use href="#t"/>', 100)}`))).toBeNull();
    expect(problemOf(svg(`<defs>${word}</defs>${times('<use href="#t"/>', 200)}`))).toBe('too-much-text');
    expect(problemOf(svg(times('<rect width="1" height="1"/>', 10_001)))).toBe('too-many-elements');
    expect(MAX_SVG_UNITS).toBeGreaterThan(1_000);
  });

  it('answers a crafted 5 MB file in well under a second, whatever its shape', () => {
    const fiveMb = 5 * 1024 * 1024;
    for (const unit of ['<!DOCTYPE', '<script ', '/*', 'url(', ' on="', '<!--', 'x{', '&amp', '1 ']) {
      const text = svg(times(unit, Math.floor(fiveMb / unit.length)));
      const started = performance.now();
      inspectSvgLogo(Buffer.from(text));
      expect(performance.now() - started, unit).toBeLessThan(1_500);
    }
  });
});

describe('inspectSvg: embedded images', () => {
  it('refuses an embedded PNG over the pixel cap by its header, before anything decodes it', () => {
    const bomb = embedded(forgedPng(30_000, 30_000));
    expect(inspectSvgLogo(Buffer.from(bomb))).toMatchObject({ ok: false, problem: 'image-too-large' });
    const rssBefore = process.memoryUsage.rss();
    expect(() => rasteriseSvgLogo(Buffer.from(bomb), LOGO_MAX_SIDE)).toThrow(SvgRefusedError);
    expect(process.memoryUsage.rss() - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('counts every decode: a capped image drawn through <use> twice is over the cap', () => {
    const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS * 0.6));
    const png = forgedPng(side, side);
    const once = svg(`<defs><image id="i" href="data:image/png;base64,${png.toString('base64')}" width="9" height="9"/></defs><use href="#i"/>`);
    const twice = once.replace('<use href="#i"/>', '<use href="#i"/><use href="#i"/>');
    expect(problemOf(once)).toBeNull();
    expect(problemOf(twice)).toBe('image-too-large');
  });

  it('checks every href of an <image>, whichever resvg would pick', () => {
    const small = forgedPng(10, 10).toString('base64');
    expect(problemOf(embedded(forgedPng(30_000, 30_000), `href="data:image/png;base64,${small}"`.replace('href', 'xlink:href')))).toBe('image-too-large');
  });

  it('refuses an embedded image that is not a readable raster (an SVG inside, say)', () => {
    const inner = Buffer.from(NESTED_USE_BOMB).toString('base64');
    expect(problemOf(svg(`<image href="data:image/png;base64,${inner}" width="9" height="9"/>`))).toBe('image-unreadable');
  });

  it('reads PNG, JPEG, GIF and WEBP dimensions as sharp does', async () => {
    const image = sharp({ create: { width: 37, height: 23, channels: 3, background: '#c8102e' } });
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      const bytes = await image.clone().toFormat(format).toBuffer();
      expect(readImageSize(bytes), format).toEqual({ width: 37, height: 23 });
    }
    const lossless = await image.clone().webp({ lossless: true }).toBuffer();
    expect(readImageSize(lossless)).toEqual({ width: 37, height: 23 });
    const progressive = await image.clone().jpeg({ progressive: true }).withMetadata().toBuffer();
    expect(readImageSize(progressive)).toEqual({ width: 37, height: 23 });
  });
});

describe('sanitiseSvg and inspectSvg: what never reaches resvg', () => {
  it('removes filters, filter properties and dash patterns, and keeps the shapes', () => {
    const clean = sanitiseSvg(
      svg(
        '<style>.a{filter:url(#f);fill:#f00}.b{stroke-dasharray:0.1}</style><filter id="f"><feGaussianBlur stdDeviation="50"/></filter><filter id="g"/>' +
          '<rect class="a" filter="url(#f)" width="9" height="9"/><circle style="filter: blur(50px); fill: #00f" stroke-dasharray="0.01" r="4"/>',
      ),
    );
    expect(clean).not.toMatch(/filter|dasharray|feGaussianBlur/i);
    expect(clean).toContain('<rect class="a" width="9" height="9"/>');
    expect(clean).toContain('fill: #00f');
    expect(inspectSvg(clean).ok).toBe(true);
  });

  it('refuses a filter or a dash pattern that the sanitiser did not see', () => {
    expect(inspectSvg(svg('<filter id="f"><feGaussianBlur stdDeviation="50"/></filter>'))).toMatchObject({ ok: false, problem: 'unbounded-effect' });
    expect(inspectSvg(svg('<rect style="filter:blur(40px)" width="9" height="9"/>'))).toMatchObject({ ok: false, problem: 'unbounded-effect' });
    expect(inspectSvg(svg('<rect stroke-dasharray="0.01" width="9" height="9"/>'))).toMatchObject({ ok: false, problem: 'unbounded-effect' });
    expect(inspectSvg(svg('<style>rect{fil\\74 er:blur(40px)}</style>'))).toMatchObject({ ok: false, problem: 'malformed' });
  });

  it('refuses DOCTYPE and ENTITY declarations that the removal itself puts back together', () => {
    const rebuilt =
      '<?xml version="1.0"?><!DOC<!ENTITY q>TYPE svg [<!ENT<!ENTITY q>ITY a "lol"><!ENT<!ENTITY q>ITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      `<svg ${SVG} width="9" height="9"><text>&b;</text></svg>`;
    expect(problemOf(rebuilt)).toBe('malformed');
    expect(() => rasteriseSvgLogo(Buffer.from(rebuilt), LOGO_MAX_SIDE)).toThrow(SvgRefusedError);
    // A plain one goes with its internal subset, entities and all.
    const plain = `<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;">]><svg ${SVG} width="9" height="9"><text>x</text></svg>`;
    expect(sanitiseSvg(plain)).toBe(`<svg ${SVG} width="9" height="9"><text>x</text></svg>`);
  });

  it('strips an href to a file under any namespace prefix, and refuses one that is left', () => {
    const local = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink" width="9" height="9"><image x:href="/etc/hostname" width="9" height="9"/></svg>`;
    expect(sanitiseSvg(local)).not.toContain('/etc/hostname');
    expect(inspectSvg(local)).toMatchObject({ ok: false, problem: 'outside-reference' });
    expect(inspectSvg(svg('<rect fill="url(http://127.0.0.1/x.svg#p)" width="9" height="9"/>'))).toMatchObject({ ok: false, problem: 'outside-reference' });
  });
});
