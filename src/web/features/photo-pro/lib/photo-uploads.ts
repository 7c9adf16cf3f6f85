// Which chosen photos the server already holds, and their tokens. A photo is sent once: as soon as the
// user chooses it (signed in, with a credit to spend), while they pick the platform, scenario and style;
// the check and the generation then name it by token, so "Gerar Foto Pro" no longer waits for an
// upload unless the user was faster than their uplink — and then it waits for that same upload,
// showing its progress. A check that sent the file itself leaves its token here too. When the early
// upload fails, nothing is said: the check sends the file as it always did.
import { UPLOAD_SLOT_TTL_MS } from '../../../../shared/constants';
import { uploadPhoto } from '../api/upload-photo';

/** A token is not used this close to its expiry (or past it by the browser's clock): the photo goes instead. */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

type Token = { token: string; expiresAt: number };
type Listener = (fraction: number) => void;
type Upload = { done: Promise<void>; sent: number; listeners: Set<Listener>; abort: AbortController };

export class PhotoUploads {
  private readonly tokens = new WeakMap<File, Token>();
  private readonly uploads = new WeakMap<File, Upload>();
  private current: File | null = null;

  constructor(
    private readonly send: typeof uploadPhoto = uploadPhoto,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts sending `photo` in the background; an earlier photo's unfinished upload is dropped. */
  start(photo: File): void {
    if (this.current && this.current !== photo) this.uploads.get(this.current)?.abort.abort();
    this.current = photo;
    if (this.tokenFor(photo) || this.uploads.has(photo)) return;
    const upload: Upload = { done: Promise.resolve(), sent: 0, listeners: new Set(), abort: new AbortController() };
    const onUploadProgress = (fraction: number) => {
      upload.sent = fraction;
      for (const listener of upload.listeners) listener(fraction);
    };
    upload.done = this.send(photo, { onUploadProgress, signal: upload.abort.signal }).then(
      ({ uploadToken }) => this.remember(photo, uploadToken),
      () => {
        // Any failure (offline, rate limited, signed out): the check sends the file instead.
        this.uploads.delete(photo);
      },
    );
    this.uploads.set(photo, upload);
  }

  /** The token of `photo` while the server still holds it. */
  tokenFor(photo: File): string | null {
    const known = this.tokens.get(photo);
    return known && known.expiresAt - TOKEN_EXPIRY_MARGIN_MS > this.now() ? known.token : null;
  }

  /**
   * The token of `photo`, waiting for its upload if one is running (`onUploadProgress` follows it, from
   * the share already sent); null when there is none and no upload could give one.
   */
  async awaitToken(photo: File, onUploadProgress?: Listener): Promise<string | null> {
    const upload = this.uploads.get(photo);
    if (!this.tokenFor(photo) && upload) {
      if (onUploadProgress) {
        onUploadProgress(upload.sent);
        upload.listeners.add(onUploadProgress);
      }
      try {
        await upload.done;
      } finally {
        if (onUploadProgress) upload.listeners.delete(onUploadProgress);
      }
    }
    return this.tokenFor(photo);
  }

  /**
   * Keeps `photo`'s token, counting its lifetime from now by this browser's clock (the server's
   * `uploadExpiresAt` is by the server's clock, which a phone's may be minutes away from).
   */
  remember(photo: File, token: string): void {
    this.tokens.set(photo, { token, expiresAt: this.now() + UPLOAD_SLOT_TTL_MS });
  }

  /** Drops the unfinished upload of the current photo (the wizard starts over or closes). */
  cancel(): void {
    if (this.current) this.uploads.get(this.current)?.abort.abort();
    this.current = null;
  }

  /** The server refused the token (expired): the photo goes as a file from now on. */
  forget(photo: File): void {
    this.tokens.delete(photo);
    this.uploads.delete(photo);
  }
}
