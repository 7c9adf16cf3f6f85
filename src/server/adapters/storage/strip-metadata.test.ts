import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../../../shared/constants.ts';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';
import { cleanUpright, imageFacts, isUpright, makeTurnedGpsPhoto } from '../../../../tests/factories/gps-photo.ts';
import { stripMetadata } from './strip-metadata.ts';

describe('stripMetadata', () => {
  it.each([
    ['jpg', 'jpeg'],
    ['png', 'png'],
    ['webp', 'webp'],
  ] as const)('keeps a %s as %s, upright, with no EXIF, GPS or orientation tag left', async (ext, format) => {
    const upload = await makeTurnedGpsPhoto(format);
    expect(await imageFacts(upload)).toMatchObject({ exif: true, gps: true, orientation: 6 });

    const stored = await stripMetadata(upload, ext);
    expect(await imageFacts(stored)).toEqual(cleanUpright(format));
    expect(await isUpright(stored)).toBe(true);
  });

  it('keeps PNG and lossless WebP pixels exactly, and a lossy WebP lossy', async () => {
    const pixels = (bytes: Buffer) => sharp(bytes).rotate().raw().toBuffer();
    const png = await makeTurnedGpsPhoto('png');
    expect((await pixels(await stripMetadata(png, 'png'))).equals(await pixels(png))).toBe(true);
    const lossless = await makeTurnedGpsPhoto('webp', { lossless: true });
    const strippedLossless = await stripMetadata(lossless, 'webp');
    expect((await pixels(strippedLossless)).equals(await pixels(lossless))).toBe(true);
    expect(strippedLossless.includes(Buffer.from('VP8L'))).toBe(true);
    const lossy = await stripMetadata(await makeTurnedGpsPhoto('webp'), 'webp');
    expect(lossy.includes(Buffer.from('VP8L'))).toBe(false);
  });

  it('drops XMP and ICC profiles too', async () => {
    const base = await makeTurnedGpsPhoto('png');
    const tagged = await sharp(base).withIccProfile('p3').withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>').jpeg().toBuffer();
    const before = await sharp(tagged).metadata();
    expect([Boolean(before.icc), Boolean(before.xmp)]).toEqual([true, true]);
    const after = await sharp(await stripMetadata(tagged, 'jpg')).metadata();
    expect([after.icc, after.xmp, after.exif]).toEqual([undefined, undefined, undefined]);
  });

  it('treats an unreadable file or one over MAX_INPUT_PIXELS as a PhotoDecodeError', async () => {
    const jpeg = await makeTurnedGpsPhoto('jpeg');
    await expect(stripMetadata(jpeg.subarray(0, 200), 'jpg')).rejects.toThrow(PhotoDecodeError);
    // A tiny PNG whose header claims more pixels than the cap: refused from the header, never decoded.
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const huge = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer());
    huge.writeUInt32BE(side, 16);
    huge.writeUInt32BE(side, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    await expect(stripMetadata(huge, 'png')).rejects.toThrow(PhotoDecodeError);
  });
});
