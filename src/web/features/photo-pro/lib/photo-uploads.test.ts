import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { uploadPhoto } from '../api/upload-photo';
import { PhotoUploads, TOKEN_EXPIRY_MARGIN_MS } from './photo-uploads';

type Send = typeof uploadPhoto;
const photo = (name = 'prato.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const NOW = Date.parse('2026-11-26T12:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

/** A fake upload the test finishes by hand, reporting progress as told. */
function manualSend() {
  const calls: { photo: File; progress: (f: number) => void; signal?: AbortSignal; finish: (token: string) => void; fail: () => void }[] = [];
  const send = vi.fn<Send>(
    (file, options = {}) =>
      new Promise((resolve, reject) => {
        calls.push({
          photo: file,
          progress: (f) => options.onUploadProgress?.(f),
          signal: options.signal,
          finish: (token) => resolve({ uploadToken: token, uploadExpiresAt: inMinutes(15) }),
          fail: () => reject(new ApiError(429, 'rate_limited', 'Muitas tentativas')),
        });
      }),
  );
  return { send, calls };
}

describe('PhotoUploads', () => {
  it('sends a chosen photo once and gives its token to whoever waits, following the share sent', async () => {
    const { send, calls } = manualSend();
    const uploads = new PhotoUploads(send, () => NOW);
    const chosen = photo();
    uploads.start(chosen);
    uploads.start(chosen);
    expect(send).toHaveBeenCalledTimes(1);
    calls[0]!.progress(0.4);
    const seen: number[] = [];
    const token = uploads.awaitToken(chosen, (f) => seen.push(f));
    calls[0]!.progress(0.9);
    calls[0]!.finish('tok-1');
    expect(await token).toBe('tok-1');
    expect(seen).toEqual([0.4, 0.9]);
    expect(uploads.tokenFor(chosen)).toBe('tok-1');
  });

  it('answers null when the upload failed, so the check sends the file, and a later start tries again', async () => {
    const { send, calls } = manualSend();
    const uploads = new PhotoUploads(send, () => NOW);
    const chosen = photo();
    uploads.start(chosen);
    calls[0]!.fail();
    expect(await uploads.awaitToken(chosen)).toBeNull();
    uploads.start(chosen);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('counts a token\'s life by the browser\'s own clock, whatever the server\'s clock says', async () => {
    const { send, calls } = manualSend();
    const uploads = new PhotoUploads(send, () => NOW);
    const chosen = photo();
    uploads.start(chosen);
    // The server's clock runs an hour ahead: its expiry, read by this clock, is 75 minutes away.
    calls[0]!.finish('tok-3');
    await uploads.awaitToken(chosen);
    expect(uploads.tokenFor(chosen)).toBe('tok-3');
    const later = new PhotoUploads(send, () => NOW + 15 * 60_000);
    later.remember(chosen, 'tok-4');
    expect(later.tokenFor(chosen)).toBe('tok-4');
  });

  it('drops the unfinished upload when the wizard starts over', () => {
    const { send, calls } = manualSend();
    const uploads = new PhotoUploads(send, () => NOW);
    uploads.start(photo('a.jpg'));
    uploads.cancel();
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  it('drops the unfinished upload of a photo the user replaced', () => {
    const { send, calls } = manualSend();
    const uploads = new PhotoUploads(send, () => NOW);
    uploads.start(photo('a.jpg'));
    uploads.start(photo('b.jpg'));
    expect(calls.map((call) => [call.photo.name, call.signal?.aborted])).toEqual([
      ['a.jpg', true],
      ['b.jpg', false],
    ]);
  });

  it('stops using a token near its expiry, and forgets one the server refused', () => {
    let now = NOW;
    const uploads = new PhotoUploads(manualSend().send, () => now);
    const chosen = photo();
    uploads.remember(chosen, 'tok-2');
    expect(uploads.tokenFor(chosen)).toBe('tok-2');
    now = NOW + 15 * 60_000 - TOKEN_EXPIRY_MARGIN_MS;
    expect(uploads.tokenFor(chosen)).toBeNull();
    now = NOW;
    uploads.forget(chosen);
    expect(uploads.tokenFor(chosen)).toBeNull();
  });
});
