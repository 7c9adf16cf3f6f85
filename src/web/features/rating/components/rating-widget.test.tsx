// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../../../tests/web/render';
import { RatingWidget } from './rating-widget';

const CREATION_ID = '5f0c3c1e-1111-4c59-8d1f-2f1d7f6f0a99';

describe('RatingWidget', () => {
  it('"Precisa melhorar" sends rating 2 at once', async () => {
    const fetchMock = mockApi({ 'POST /api/ratings': { status: 201, body: { ok: true } } });
    renderWithApp(<RatingWidget creationId={CREATION_ID} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Precisa melhorar' }));

    expect(await findToast('Avaliação enviada! Obrigado pelo feedback.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/ratings').map((call) => call.body)).toEqual([{ creationId: CREATION_ID, rating: 2 }]);
    expect(screen.getByText('Obrigado pela sua avaliação!')).toBeInTheDocument();
  });

  it('"Adorei!" on an art (the default) opens the detailed form, which can go back, and sends rating 5 with the details', async () => {
    const fetchMock = mockApi({ 'POST /api/ratings': { status: 201, body: { ok: true } } });
    renderWithApp(<RatingWidget creationId={CREATION_ID} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Adorei!' }));
    expect(screen.getByRole('radiogroup', { name: 'Qualidade do texto' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Hierarquia visual' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Composição' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/ratings')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('button', { name: 'Precisa melhorar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adorei!' }));

    await user.click(screen.getAllByRole('radio', { name: '4 estrelas' })[0]!);
    await user.click(screen.getAllByRole('radio', { name: '5 estrelas' })[2]!);
    await user.type(screen.getByLabelText('Comentário (opcional)'), '  Ficou linda!  ');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));

    expect(await findToast('Avaliação enviada! Obrigado pelo feedback.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/ratings')[0]?.body).toEqual({
      creationId: CREATION_ID,
      rating: 5,
      textQuality: 4,
      composition: 5,
      comment: 'Ficou linda!',
    });
  });

  it('asks a photo only about its composition, which has no text or layout to judge', async () => {
    const fetchMock = mockApi({ 'POST /api/ratings': { status: 201, body: { ok: true } } });
    renderWithApp(<RatingWidget creationId={CREATION_ID} kind="photo" />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Adorei!' }));
    expect(screen.getAllByRole('radiogroup').map((group) => group.getAttribute('aria-label'))).toEqual(['Composição']);
    expect(screen.queryByText('Qualidade do texto')).not.toBeInTheDocument();
    expect(screen.queryByText('Hierarquia visual')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '4 estrelas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await findToast('Avaliação enviada! Obrigado pelo feedback.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/ratings')[0]?.body).toEqual({ creationId: CREATION_ID, rating: 5, composition: 4 });
  });

  it('brings the thanks into view and focuses it once the tall form has collapsed', async () => {
    mockApi({ 'POST /api/ratings': { status: 201, body: { ok: true } } });
    const scrolled: { element: Element; options: unknown }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      scrolled.push({ element: this, options });
    });
    renderWithApp(<RatingWidget creationId={CREATION_ID} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Adorei!' }));
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Obrigado pela sua avaliação!');
    expect(thanks).toHaveFocus();
    expect(scrolled).toEqual([{ element: thanks, options: { behavior: 'smooth', block: 'nearest' } }]);
  });

  it('says "Erro ao enviar avaliação" when the server refuses and lets the user try again', async () => {
    mockApi({ 'POST /api/ratings': { status: 500, body: { error: 'server_error', message: 'Erro inesperado' } } });
    renderWithApp(<RatingWidget creationId={CREATION_ID} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Precisa melhorar' }));
    expect(await findToast('Erro ao enviar avaliação')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Precisa melhorar' })).toBeEnabled();
  });
});
