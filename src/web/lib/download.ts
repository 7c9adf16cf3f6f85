// Saving images to the user's device: fetch the bytes, optionally re-encode them as PNG through a
// canvas, and hand them to a temporary <a download>.

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

/** Re-encodes an image as PNG (keeps transparency); rejects where canvas decoding is unavailable. */
export async function convertToPng(blob: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('canvas.toBlob failed'))), 'image/png');
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
 * Downloads the image at `url` as `fileName`. With `asPng`, other formats are converted to PNG; if the
 * browser cannot convert, the original bytes are saved under the same name.
 */
export async function downloadImage(url: string, fileName: string, { asPng = false }: { asPng?: boolean } = {}): Promise<void> {
  let blob = await fetchImage(url);
  if (asPng && blob.type !== 'image/png') {
    blob = await convertToPng(blob).catch(() => blob);
  }
  saveBlob(blob, fileName);
}
