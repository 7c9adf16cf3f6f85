import { useState } from 'react';
import { toast } from 'sonner';
import { DOWNLOAD_MSG } from '../../../hooks/use-image-download';
import { fetchImage, saveBlob } from '../../../lib/download';

const JPEG_QUALITY = 0.92;

/** Re-encodes an image as JPEG on white (JPEG has no transparency); rejects where canvas decoding is unavailable. */
async function convertToJpeg(blob: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((jpeg) => (jpeg ? resolve(jpeg) : reject(new Error('canvas.toBlob failed'))), 'image/jpeg', JPEG_QUALITY);
    });
  } finally {
    bitmap.close();
  }
}

/**
 * Saves a stored image as a JPEG named by the spec ("{id}.jpg", "enhanced-{id}.jpg"), with the toasts of
 * spec §8. Another format is converted first; where the browser cannot convert, the bytes are saved as they are.
 * `pending` is the file name under way, for the right button's spinner.
 */
export function useAdminDownload() {
  const [pending, setPending] = useState<string | null>(null);

  const download = async (url: string, fileName: string) => {
    setPending(fileName);
    try {
      let blob = await fetchImage(url);
      if (blob.type !== 'image/jpeg') blob = await convertToJpeg(blob).catch(() => blob);
      saveBlob(blob, fileName);
      toast.success(DOWNLOAD_MSG.started);
    } catch {
      toast.error(DOWNLOAD_MSG.failed);
    } finally {
      setPending(null);
    }
  };

  return { pending, download };
}
