import { useState } from 'react';
import { toast } from 'sonner';
import { downloadImage, type ImageFormat } from '../lib/download';

export const DOWNLOAD_MSG = { started: 'Download iniciado!', failed: 'Erro ao baixar imagem' } as const;

/**
 * Saves an image with the toasts of spec §8, as PNG unless told otherwise (the back-office saves JPEG);
 * `pending` is the key of the download under way, by default its file name (a screen with several
 * download buttons shows the spinner on the right one).
 */
export function useImageDownload({ as = 'image/png' }: { as?: ImageFormat } = {}) {
  const [pending, setPending] = useState<string | null>(null);

  const download = async (url: string, fileName: string, key = fileName) => {
    setPending(key);
    try {
      await downloadImage(url, fileName, { as });
      toast.success(DOWNLOAD_MSG.started);
    } catch {
      toast.error(DOWNLOAD_MSG.failed);
    } finally {
      setPending(null);
    }
  };

  return { pending, download };
}
