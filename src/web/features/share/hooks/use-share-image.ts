// Shares an image: the device's share sheet with the image file where the browser can share files,
// otherwise the image's link copied to the clipboard (spec §4 Share: idle, sharing, copied for 2 s).
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { LINK_COPIED_INDICATOR_MS } from '../../../../shared/constants';
import { fetchImage } from '../../../lib/download';

export const SHARE_MSG = {
  shared: 'Compartilhado com sucesso!',
  linkCopied: 'Link copiado para área de transferência!',
  failed: 'Não foi possível compartilhar. Tente baixar a imagem.',
} as const;

export type ShareState = 'idle' | 'sharing' | 'copied';

export type ShareImageOptions = {
  url: string;
  /** File name without extension; the extension follows the image type. */
  fileName: string;
  title?: string;
  text?: string;
};

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

function canShareFiles(): boolean {
  return typeof navigator.share === 'function' && typeof navigator.canShare === 'function';
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Copies `text` to the clipboard, with the old selection trick where the Clipboard API is missing (plain http). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy to clipboard failed');
}

export function useShareImage({ url, fileName, title, text }: ShareImageOptions) {
  const [state, setState] = useState<ShareState>('idle');
  const fileRef = useRef<File | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // navigator.share must run while the click still counts as a user gesture, so the file is fetched
  // ahead of the click rather than after it.
  useEffect(() => {
    fileRef.current = null;
    if (!canShareFiles()) return;
    const controller = new AbortController();
    fetchImage(url, controller.signal)
      .then((blob) => {
        const type = blob.type || 'image/png';
        fileRef.current = new File([blob], `${fileName}.${EXTENSIONS[type] ?? 'png'}`, { type });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [url, fileName]);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const share = async () => {
    if (state === 'sharing') return;
    clearTimeout(resetTimer.current);
    setState('sharing');
    try {
      const file = fileRef.current;
      if (file && canShareFiles() && navigator.canShare({ files: [file] })) {
        try {
          await navigator.share({ files: [file], title, text });
        } catch (error) {
          if (isAbort(error)) {
            setState('idle');
            return;
          }
          throw error;
        }
        toast.success(SHARE_MSG.shared);
        setState('idle');
        return;
      }
      await copyText(new URL(url, window.location.href).href);
      toast.success(SHARE_MSG.linkCopied);
      setState('copied');
      resetTimer.current = setTimeout(() => setState('idle'), LINK_COPIED_INDICATOR_MS);
    } catch {
      toast.error(SHARE_MSG.failed);
      setState('idle');
    }
  };

  return { state, share };
}
