// "Baixar kit para todas as plataformas": asks the server for a photo's export kit (a zip with the
// photo framed for iFood, Uber Eats, DoorDash, Instagram, stories, WhatsApp and Google) and saves it.
// The first kit of a photo takes the engine several seconds: the button shows it is working and a
// toast says what is happening; a failure shows the server's pt-BR message.
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, toApiError } from '../lib/api-client';
import { saveBlob } from '../lib/download';

export const KIT_MSG = {
  building: 'Montando o kit para todas as plataformas…',
  done: 'Kit baixado! Veja no README.txt qual arquivo vai em cada plataforma.',
  failed: 'Não foi possível baixar o kit. Tente novamente.',
} as const;

/** The file name the server gave (Content-Disposition), else a dated default. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `foodart-kit-${Date.now()}.zip`;
}

export async function fetchPhotoKit(photoId: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(`/api/photos/${encodeURIComponent(photoId)}/kit`, { credentials: 'include' });
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as unknown;
    throw toApiError(response.status, data);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

/** `pending` is the id of the photo whose kit is being built, null when none. */
export function usePhotoKitDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const download = async (photoId: string) => {
    setPending(photoId);
    const toastId = toast.loading(KIT_MSG.building);
    try {
      const { blob, fileName } = await fetchPhotoKit(photoId);
      saveBlob(blob, fileName);
      toast.success(KIT_MSG.done, { id: toastId });
    } catch (error) {
      toast.error(errorMessage(error, KIT_MSG.failed), { id: toastId });
    } finally {
      setPending(null);
    }
  };
  return { pending, download };
}
