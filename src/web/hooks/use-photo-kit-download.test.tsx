// @vitest-environment jsdom
import '../../../tests/web/setup';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { KIT_MSG, usePhotoKitDownload } from './use-photo-kit-download';

vi.mock('sonner', () => ({ toast: { loading: vi.fn(() => 'kit-toast'), success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }, Toaster: () => null }));

function KitButton({ photoId }: { photoId: string }) {
  const kit = usePhotoKitDownload();
  return (
    <button type="button" aria-busy={kit.pending === photoId} onClick={() => void kit.download(photoId)}>
      Baixar kit
    </button>
  );
}

describe('usePhotoKitDownload', () => {
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:kit');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    clicked.length = 0;
  });

  it("saves the zip under the server's name and says where each file goes", async () => {
    const fetchMock = vi.fn(async () => new Response('PK', { status: 200, headers: { 'content-disposition': 'attachment; filename="foodart-kit-x-burger-27-11-2026.zip"' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(<KitButton photoId="p1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar kit' }));
    await vi.waitFor(() => expect([vi.mocked(toast.success).mock.calls.length, vi.mocked(toast.error).mock.calls]).toEqual([1, []]));
    expect(fetchMock).toHaveBeenCalledWith('/api/photos/p1/kit', { credentials: 'include' });
    expect(toast.loading).toHaveBeenCalledWith(KIT_MSG.building);
    expect(clicked.map((a) => a.download)).toEqual(['foodart-kit-x-burger-27-11-2026.zip']);
    expect(toast.success).toHaveBeenCalledWith(KIT_MSG.done, { id: 'kit-toast' });
    vi.unstubAllGlobals();
  });

  it("shows the server's pt-BR message when the kit cannot be built, and saves nothing", async () => {
    const message = 'A foto original não está mais disponível para montar o kit.';
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: 'kit_original_missing', message }, { status: 409 })));
    render(<KitButton photoId="p2" />);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar kit' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith(message, { id: 'kit-toast' });
    expect(clicked).toEqual([]);
    vi.unstubAllGlobals();
  });
});
