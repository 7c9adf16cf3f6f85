// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../../../tests/web/render';
import { ShareButton } from './share-button';

const IMAGE_URL = '/storage/foodart/enhanced/prato.png';

type ShareNavigator = { share?: unknown; canShare?: unknown };

function stubWebShare(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: vi.fn(() => true), configurable: true });
  return navigator.share as unknown as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  delete (navigator as ShareNavigator).share;
  delete (navigator as ShareNavigator).canShare;
});

describe('ShareButton', () => {
  it('copies the link where files cannot be shared, then shows "Link copiado!" for 2 s', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<ShareButton url={IMAGE_URL} fileName="foto" />);

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await findToast('Link copiado para área de transferência!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(new URL(IMAGE_URL, window.location.href).href);
    expect(screen.getByRole('button', { name: 'Link copiado!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeInTheDocument(), { timeout: 3000 });
  });

  it('shares the image file through the share sheet when the device can', async () => {
    const fetchMock = mockApi({ [`GET ${IMAGE_URL}`]: { body: 'png-bytes' } });
    const share = stubWebShare(async () => {});
    const user = userEvent.setup();
    renderWithApp(<ShareButton url={IMAGE_URL} fileName="foto" title="Minha Foto Pro" />);

    // The image is fetched ahead of the click (the share sheet needs the click's user gesture).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await fetchMock.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 10));
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await findToast('Compartilhado com sucesso!')).toBeInTheDocument();
    const data = share.mock.calls[0]?.[0] as ShareData;
    expect(data.title).toBe('Minha Foto Pro');
    expect(data.files?.[0]).toBeInstanceOf(File);
  });

  it('says it could not share when copying fails', async () => {
    mockApi({});
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithApp(<ShareButton url={IMAGE_URL} fileName="foto" />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await findToast('Não foi possível compartilhar. Tente baixar a imagem.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeEnabled();
  });
});
