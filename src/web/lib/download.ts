// Saving images to the user's device: fetch the bytes, optionally re-encode them as PNG or JPEG
// through a canvas, and hand them to a temporary <a download>.

/** How long the temporary object URL stays valid: the browser has started the download by then. */
const REVOKE_DELAY_MS = 30_000;

/** Triggers a download of `blob` named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_DELAY_MS);
}

/** The formats a download can be re-encoded to. */
export type ImageFormat = 'image/png' | 'image/jpeg';

const JPEG_QUALITY = 0.92;

/**
 * Re-encodes an image as PNG (keeps transparency) or JPEG (on white: JPEG has no transparency); rejects
 * where canvas decoding is unavailable.
 */
export async function convertImage(blob: Blob, format: ImageFormat): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    if (format === 'image/jpeg') {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (converted) => (converted ? resolve(converted) : reject(new Error('canvas.toBlob failed'))),
        format,
        format === 'image/jpeg' ? JPEG_QUALITY : undefined,
      );
    });
  } finally {
    bitmap.close();
  }
}

/** Fetches the image at `url`. */
export async function fetchImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`image download answered HTTP ${response.status}`);
  return response.blob();
}

/**
 * Downloads the image at `url` as `fileName`. With `as`, other formats are converted to it; if the
 * browser cannot convert, the original bytes are saved under the same name.
 */
export async function downloadImage(url: string, fileName: string, { as }: { as?: ImageFormat } = {}): Promise<void> {
  let blob = await fetchImage(url);
  if (as && blob.type !== as) {
    blob = await convertImage(blob, as).catch(() => blob);
  }
  saveBlob(blob, fileName);
}
