import { useState } from 'react';
import { toast } from 'sonner';
import { downloadImage } from '../lib/download';

export const DOWNLOAD_MSG = { started: 'Download iniciado!', failed: 'Erro ao baixar imagem' } as const;

/**
 * Saves a result image as PNG with the toasts of spec §8; `pending` names the download under way (a
 * screen with several download buttons shows the spinner on the right one).
 */
export function useImageDownload() {
  const [pending, setPending] = useState<string | null>(null);

  const download = async (url: string, fileName: string, key = 'image') => {
    setPending(key);
    try {
      await downloadImage(url, fileName, { asPng: true });
      toast.success(DOWNLOAD_MSG.started);
    } catch {
      toast.error(DOWNLOAD_MSG.failed);
    } finally {
      setPending(null);
    }
  };

  return { pending, download };
}
