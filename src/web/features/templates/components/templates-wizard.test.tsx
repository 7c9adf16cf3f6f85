// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenerateArtResponse } from '../../../../shared/schemas/arts.schema';
import type { Me } from '../../../../shared/schemas/me.schema';
import { ME_QUERY_KEY } from '../../../lib/auth';
import { callsTo, makeMe, mockApi, SIGNED_OUT, type MockHandler } from '../../../../../tests/web/mock-api';
import { mockCanvas } from '../../../../../tests/web/mock-canvas';
import { formField, mockXhr, type XhrHandler } from '../../../../../tests/web/mock-xhr';
import { findToast, LocationDisplay, renderWithApp } from '../../../../../tests/web/render';
import { ratedCreation, sharedImage, STUB_RESULT_SLOTS } from '../../../../../tests/web/result-slots';
import { makeTemplate } from '../../../../../tests/web/template-fixtures';
import { clearPendingTemplateDraft, peekPendingTemplateDraft } from '../lib/draft';
import { TemplatesWizard } from './templates-wizard';

const SMASH = makeTemplate({
  id: '0b7c9c1e-5c1a-4c59-8d1f-2f1d7f6f0a01',
  name: 'Smash Urbano',
  format: 'stories',
  usageCount: 42,
  averageRating: 4.46,
  promptEnhancements: 'Hambúrguer smash em destaque com luz lateral dura e fundo escuro texturizado.',
  exampleUrls: ['/storage/foodart/template-examples/a.png', '/storage/foodart/template-examples/b.png', '/storage/foodart/template-examples/c.png', '/storage/foodart/template-examples/d.png'],
});
const DINER = makeTemplate({
  id: '0b7c9c1e-5c1a-4c59-8d1f-2f1d7f6f0a02',
  name: 'Diner Americano',
  style: 'classico',
  usageCount: 10,
  averageRating: 4,
  colorStrategy: 'template-palette:#f4ecdc,#b3261e,#2f5d34',
});
const NONNA = makeTemplate({
  id: '0b7c9c1e-5c1a-4c59-8d1f-2f1d7f6f0a03',
  name: 'Cantina da Nonna',
  category: 'pizza',
  style: 'elegante',
  usageCount: 1,
  averageRating: 0,
});
const ALL = [SMASH, DINER, NONNA];

const ART_URL = '/storage/foodart/arts/arte.png';
const LONG_TITLE = 'Promoção de Verão: Açaí Cremoso com Paçoca e Leite Condensado';

function makeArt(credits: Partial<GenerateArtResponse['credits']> = {}): GenerateArtResponse {
  return {
    id: '5f0c3c1e-1111-4c59-8d1f-2f1d7f6f0a99',
    generatedImageUrl: ART_URL,
    credits: { remaining: 2, total: 3, unlimited: false, ...credits },
  };
}

function setup({ me = makeMe(), api = {} }: { me?: Me | null; api?: Record<string, MockHandler> } = {}) {
  const fetchMock = mockApi({
    'GET /api/me': me ? { body: me } : SIGNED_OUT,
    'GET /api/templates': { body: ALL },
    ...api,
  });
  const view = renderWithApp([
    { path: '/', element: <TemplatesWizard {...STUB_RESULT_SLOTS} /> },
    { path: '*', element: <LocationDisplay /> },
  ]);
  return { ...view, fetchMock, user: userEvent.setup() };
}

const next = () => screen.getByRole('button', { name: 'Próximo' });
const productPhoto = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'x-burger.png', { type: 'image/png' });
const logoSvg = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });

/** The template card named `name`. */
const card = (name: string) => screen.getByRole('button', { name });

async function toImagesStep(user: UserEvent, name = 'Smash Urbano') {
  await user.click(await screen.findByRole('button', { name }));
  await screen.findByRole('heading', { name: 'Envie a foto do produto e o seu logo' });
}

async function toTextsStep(user: UserEvent, { logo = false } = {}) {
  await toImagesStep(user);
  await user.upload(screen.getByTestId('product-input'), productPhoto());
  if (logo) await user.upload(screen.getByTestId('logo-input'), logoSvg());
  await user.click(next());
  await screen.findByRole('heading', { name: 'Escreva os textos da promoção' });
}

const titleField = () => screen.getByRole('textbox', { name: /Título da promoção/ });

afterEach(() => clearPendingTemplateDraft());

describe('TemplatesWizard', () => {
  it('shows four labelled steps, the cuisine filter and loading placeholders', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    setup({
      api: {
        'GET /api/templates': async () => {
          await gate;
          return { body: ALL };
        },
      },
    });
    const steps = within(screen.getByRole('navigation', { name: 'Etapas dos Templates Rápidos' })).getAllByRole('listitem');
    expect(steps.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Template'),
      expect.stringContaining('Imagens'),
      expect.stringContaining('Textos'),
      expect.stringContaining('Resultado'),
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Escolha um template' })).toHaveFocus();

    const filter = screen.getByRole('radiogroup', { name: 'Filtrar por culinária' });
    expect(within(filter).getAllByRole('radio').map((radio) => [radio.getAttribute('data-value'), radio.textContent])).toEqual([
      ['todos', '🍽️Todos'],
      ['hamburguer', '🍔Hambúrguer'],
      ['pizza', '🍕Pizza'],
      ['pastel', '🥟Pastel'],
      ['acai', '🍇Açaí'],
      ['sobremesas', '🍰Sobremesas'],
      ['refeicoes', '🍛Refeições'],
    ]);
    expect(screen.getByRole('radio', { name: 'Todos' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Carregando templates')).toBeInTheDocument();
    expect(screen.getAllByTestId('template-skeleton').length).toBeGreaterThan(0);

    release();
    expect(await screen.findByRole('button', { name: 'Smash Urbano' })).toBeInTheDocument();
    expect(screen.queryByTestId('template-skeleton')).not.toBeInTheDocument();
  });

  it('shows each card with its example, "Popular" above 10 uses, category, style, rating with one decimal and uses', async () => {
    setup();
    const smash = await screen.findByRole('button', { name: 'Smash Urbano' });
    expect(within(smash).getByText('Popular')).toBeInTheDocument();
    expect(within(smash).getByText('Hambúrguer')).toBeInTheDocument();
    expect(within(smash).getByText('Moderno')).toBeInTheDocument();
    expect(within(smash).getByTestId('template-rating')).toHaveTextContent('4,5 de 5');
    expect(within(smash).getByTestId('template-uses')).toHaveTextContent('42 usos');
    expect(within(smash).getByText(/Stories · 1080×1920/)).toBeInTheDocument();
    expect(smash).toHaveAccessibleDescription(expect.stringContaining('Hambúrguer smash em destaque com luz lateral dura'));
    expect(within(smash).getByRole('img', { name: 'Exemplo do template Smash Urbano' })).toHaveAttribute('src', SMASH.exampleUrls[0]);
    expect(within(within(smash).getByTestId('template-thumbnails')).getAllByRole('presentation', { hidden: true })).toHaveLength(3);

    const diner = card('Diner Americano');
    expect(within(diner).queryByText('Popular')).not.toBeInTheDocument();
    expect(within(diner).getByText('Clássico')).toBeInTheDocument();
    expect(within(diner).getByTestId('template-rating')).toHaveTextContent('4,0');
    expect(within(diner).getByTestId('template-uses')).toHaveTextContent('10 usos');

    const nonna = card('Cantina da Nonna');
    expect(within(nonna).getByTestId('template-rating')).toHaveTextContent('Sem avaliações');
    expect(within(nonna).getByTestId('template-uses')).toHaveTextContent('1 uso');
    expect(within(nonna).queryByRole('img')).not.toBeInTheDocument();
  });

  it('filters by cuisine through the API and offers all templates when a cuisine has none', async () => {
    const { user, fetchMock } = setup({
      api: {
        'GET /api/templates': () => ({ body: ALL }),
      },
    });
    // The mock API routes by path only; answer per category from the query string.
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/me') return new Response(JSON.stringify(makeMe()), { headers: { 'content-type': 'application/json' } });
      const category = url.searchParams.get('category');
      const body = category ? ALL.filter((template) => template.category === category) : ALL;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    await screen.findByRole('button', { name: 'Smash Urbano' });

    await user.click(screen.getByRole('radio', { name: 'Pizza' }));
    expect(await screen.findByRole('button', { name: 'Cantina da Nonna' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Smash Urbano' })).not.toBeInTheDocument();
    expect(screen.getByText('1 template')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/templates?category=pizza');

    // The arrow keys move the filter too.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Pastel' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText(/Ainda não há templates de/)).toHaveTextContent('Ainda não há templates de 🥟 Pastel.');
    await user.click(screen.getByRole('button', { name: 'Ver todos os templates' }));
    expect(screen.getByRole('radio', { name: 'Todos' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('button', { name: 'Smash Urbano' })).toBeInTheDocument();
  });

  it('says "Erro ao carregar templates" and tries again', async () => {
    let fail = true;
    const { user } = setup({
      api: {
        'GET /api/templates': () => (fail ? { status: 500, body: { error: 'server_error', message: 'Erro inesperado' } } : { body: ALL }),
      },
    });
    expect(await screen.findByText('Erro ao carregar templates')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Smash Urbano' })).toBeInTheDocument();
  });

  it('moves to step 2 on a choice; "Próximo" needs the product; the logo is optional; previews can be removed', async () => {
    const { user } = setup();
    await toImagesStep(user);
    expect(screen.getByRole('heading', { name: 'Envie a foto do produto e o seu logo' })).toHaveFocus();
    expect(screen.getByText('PNG ou JPG até 5MB')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG ou SVG até 5MB')).toBeInTheDocument();
    expect(screen.getByText('Smash Urbano')).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.upload(screen.getByTestId('logo-input'), logoSvg());
    expect(screen.getByRole('img', { name: 'Prévia do logo: logo.svg' })).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.upload(screen.getByTestId('product-input'), productPhoto());
    expect(screen.getByRole('img', { name: 'Prévia do produto: x-burger.png' })).toBeInTheDocument();
    expect(next()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remover produto' }));
    expect(screen.queryByRole('img', { name: /Prévia do produto/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Arraste a foto do produto/ })).toHaveFocus();
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remover logo' }));
    expect(screen.queryByRole('img', { name: /Prévia do logo/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Escolha um template' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Smash Urbano' })).toHaveAttribute('aria-current', 'true');
    expect(next()).toBeEnabled();
  });

  it('refuses a file that is not an image, a product over 5MB and a logo of another type', async () => {
    const { user } = setup();
    await toImagesStep(user);
    const loose = userEvent.setup({ applyAccept: false });
    await loose.upload(screen.getByTestId('product-input'), new File(['%PDF'], 'cardapio.pdf', { type: 'application/pdf' }));
    expect(await findToast('Arquivo inválido - Por favor, selecione uma imagem.')).toBeInTheDocument();

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('product-input'), huge);
    expect(await findToast('Arquivo muito grande - O tamanho máximo é 5MB.')).toBeInTheDocument();

    await loose.upload(screen.getByTestId('logo-input'), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await findToast('Logo inválido - Envie um PNG, JPG ou SVG.')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('asks for the title before generating, without calling the API', async () => {
    const xhr = mockXhr(() => ({ status: 201, body: makeArt() }));
    const { user } = setup();
    await toTextsStep(user);
    await user.type(screen.getByRole('textbox', { name: /Descrição/ }), 'Só a descrição');
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));

    expect(await findToast('Preencha ao menos o título da promoção')).toBeInTheDocument();
    expect(titleField()).toHaveFocus();
    expect(titleField()).toHaveAttribute('aria-invalid', 'true');
    expect(titleField()).toHaveAccessibleDescription(expect.stringContaining('Preencha ao menos o título da promoção'));
    expect(xhr.requests).toHaveLength(0);

    await user.type(titleField(), 'X');
    expect(titleField()).not.toHaveAttribute('aria-invalid');
  });

  it('types the price as "R$ 29,90" and counts the characters of each text', async () => {
    const { user } = setup();
    await toTextsStep(user);
    const price = screen.getByRole('textbox', { name: /Preço/ });
    await user.type(price, '2990');
    expect(price).toHaveValue('R$ 29,90');
    await user.type(price, '{Backspace}');
    expect(price).toHaveValue('R$ 2,99');

    await user.type(titleField(), LONG_TITLE);
    expect(titleField()).toHaveValue(LONG_TITLE);
    expect(titleField()).toHaveAccessibleDescription(`${LONG_TITLE.length} de 80 caracteres`);
  });

  it('"Sugerir com IA" fills only the empty texts, and everything stays editable', async () => {
    const { user, fetchMock } = setup({
      api: {
        'POST /api/copy/suggest': {
          body: { title: 'Smash em Dobro', description: 'Dois smash burgers com cheddar derretido.', cta: 'Peça já!' },
        },
      },
    });
    await toTextsStep(user);
    await user.type(titleField(), 'Meu título');
    await user.type(screen.getByRole('textbox', { name: /Preço/ }), '3490');
    await user.type(screen.getByRole('textbox', { name: 'Qual é o produto? (opcional)' }), 'X-Bacon Duplo');
    await user.click(screen.getByRole('button', { name: 'Sugerir com IA' }));

    expect(await findToast('Sugestão da IA aplicada aos campos vazios. Edite à vontade!')).toBeInTheDocument();
    expect(titleField()).toHaveValue('Meu título');
    const description = screen.getByRole('textbox', { name: /Descrição/ });
    expect(description).toHaveValue('Dois smash burgers com cheddar derretido.');
    expect(screen.getByRole('textbox', { name: /Chamada para ação/ })).toHaveValue('Peça já!');
    const [call] = callsTo(fetchMock, 'POST /api/copy/suggest');
    expect(call?.body).toMatchObject({ templateId: SMASH.id, productName: 'X-Bacon Duplo', price: 'R$ 34,90' });

    await user.clear(description);
    await user.type(description, 'Editado por mim');
    expect(description).toHaveValue('Editado por mim');

    await user.click(screen.getByRole('button', { name: 'Sugerir com IA' }));
    expect(await findToast(/Todos os textos já estão preenchidos/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/copy/suggest')).toHaveLength(1);
  });

  it('sends a visitor to /auth with "Faça login para criar suas artes!" and keeps the draft', async () => {
    const xhr = mockXhr(() => ({ status: 201, body: makeArt() }));
    const { user } = setup({ me: null });
    await toTextsStep(user, { logo: true });
    await user.type(titleField(), 'Combo da Casa');
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));

    expect(await findToast('Faça login para criar suas artes!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(xhr.requests).toHaveLength(0);
    const kept = peekPendingTemplateDraft();
    expect(kept?.template?.id).toBe(SMASH.id);
    expect(kept?.product?.name).toBe('x-burger.png');
    expect(kept?.logo?.name).toBe('logo.svg');
    expect(kept?.texts.title).toBe('Combo da Casa');
  });

  it('asks a visitor to sign in for "Sugerir com IA" too, keeping the draft', async () => {
    const { user, fetchMock } = setup({ me: null });
    await toTextsStep(user);
    await user.type(titleField(), 'Pastel de Feira');
    await user.click(screen.getByRole('button', { name: 'Sugerir com IA' }));
    expect(await findToast('Faça login para criar suas artes!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(callsTo(fetchMock, 'POST /api/copy/suggest')).toHaveLength(0);
    expect(peekPendingTemplateDraft()?.texts.title).toBe('Pastel de Feira');
  });

  it('opens the out-of-credits dialog at 0 credits without calling the API, and when the server answers 402', async () => {
    const xhr = mockXhr(() => ({ status: 402, body: { error: 'no_credits', message: 'Seus créditos acabaram! Assine um plano para continuar criando.' } }));
    const { user, queryClient } = setup({ me: makeMe({ credits: { remaining: 0, total: 3 } }) });
    await toTextsStep(user);
    await user.type(titleField(), 'Combo da Casa');
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seus créditos acabaram! 🎉' });
    expect(xhr.requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The session still said 1 credit, the server knew better.
    queryClient.setQueryData(ME_QUERY_KEY, makeMe({ credits: { remaining: 1, total: 3 } }));
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    expect(await screen.findByRole('dialog', { name: 'Seus créditos acabaram! 🎉' })).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends the images and texts, moves the bar through the stages with the request, then shows "Arte Criada!"', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let responded = false;
    const handler: XhrHandler = async () => {
      await answered;
      responded = true;
      return { status: 201, body: makeArt({ remaining: 2 }) };
    };
    const xhr = mockXhr(handler);
    const { user, queryClient } = setup({ me: makeMe({ credits: { remaining: 3, total: 3 } }) });
    await toTextsStep(user, { logo: true });
    await user.type(titleField(), LONG_TITLE);
    await user.type(screen.getByRole('textbox', { name: /Preço/ }), '2990');
    await user.type(screen.getByRole('textbox', { name: /Descrição/ }), 'Tigela de 500 ml com granola crocante, banana e mel — só nesta sexta-feira!');
    await user.type(screen.getByRole('textbox', { name: /Chamada para ação/ }), 'Peça já pelo iFood');
    // The template's format (stories) is the starting choice; the user picks feed.
    expect(screen.getByRole('radio', { name: 'Stories' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'Feed' }));

    // Every value the bar takes, and whether the answer had arrived by then.
    const seen: { value: number; afterAnswer: boolean }[] = [];
    const observer = new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push({ value: Number(bar.getAttribute('aria-valuenow')), afterAnswer: responded });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });

    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    expect(await screen.findByRole('button', { name: 'Gerando...' })).toBeDisabled();
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da geração' });
    expect(await screen.findByText('Analisando template')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Analisando template \(\d+%\)$/));
    expect(await screen.findByText('Gerando arte com IA', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(30);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(85);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();

    expect(xhr.requests).toHaveLength(1);
    const [request] = xhr.requests;
    expect(request?.path).toBe('/api/arts/generate');
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(formField(request!, 'templateId')).toBe(SMASH.id);
    expect(formField(request!, 'format')).toBe('feed');
    expect(formField(request!, 'title')).toBe(LONG_TITLE);
    expect(formField(request!, 'price')).toBe('R$ 29,90');
    expect(formField(request!, 'description')).toBe('Tigela de 500 ml com granola crocante, banana e mel — só nesta sexta-feira!');
    expect(formField(request!, 'cta')).toBe('Peça já pelo iFood');
    expect((formField(request!, 'product') as File).name).toBe('x-burger.png');
    expect((formField(request!, 'logo') as File).name).toBe('logo.svg');

    answer();
    expect(await screen.findByText('Concluído')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(await screen.findByRole('heading', { name: 'Arte Criada!' })).toBeInTheDocument();
    observer.disconnect();
    expect(await findToast('Arte criada! 2 créditos restantes')).toBeInTheDocument();

    const before = seen.filter((entry) => !entry.afterAnswer).map((entry) => entry.value);
    const after = seen.filter((entry) => entry.afterAnswer).map((entry) => entry.value);
    expect(Math.max(...before)).toBeLessThan(85);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((value) => value >= 95)).toBe(true);

    const art = screen.getByRole('img', { name: `Arte gerada: ${LONG_TITLE}` });
    expect(art).toHaveAttribute('src', ART_URL);
    expect(art).toHaveAttribute('width', '1080');
    expect(art).toHaveAttribute('height', '1080');
    expect(queryClient.getQueryData<Me>(ME_QUERY_KEY)?.credits).toEqual({ remaining: 2, total: 3, unlimited: false });
    const steps = within(screen.getByRole('navigation', { name: 'Etapas dos Templates Rápidos' })).getAllByRole('listitem');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
  });

  it('sends a large product photo downsized, a product already cut out still as a transparent PNG, and the logo as chosen', async () => {
    const canvas = mockCanvas({ width: 3000, height: 3000, encodedBytes: 900_000, alpha: 0 });
    const xhr = mockXhr(() => ({ status: 201, body: makeArt() }));
    const { user } = setup();
    await toImagesStep(user);
    const bytes = new Uint8Array(4_000_000);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(screen.getByTestId('product-input'), new File([bytes], 'x-burger.png', { type: 'image/png' }));
    await user.upload(screen.getByTestId('logo-input'), logoSvg());
    await user.click(next());
    await screen.findByRole('heading', { name: 'Escreva os textos da promoção' });
    await user.type(titleField(), 'Combo da Casa');
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    expect(await screen.findByRole('heading', { name: 'Arte Criada!' }, { timeout: 5_000 })).toBeInTheDocument();

    const product = formField(xhr.requests[0]!, 'product') as File;
    expect([product.name, product.type, product.size]).toEqual(['x-burger.png', 'image/png', 900_000]);
    expect(canvas.drawn).toEqual([{ width: 1536, height: 1536, smoothing: 'high' }]);
    expect((formField(xhr.requests[0]!, 'logo') as File).name).toBe('logo.svg');
    expect(canvas.decoded).toHaveLength(1);
  });

  it('says "1 crédito restante" in the singular and shows a stories art tall', async () => {
    const xhr = mockXhr(() => ({ status: 201, body: makeArt({ remaining: 1 }) }));
    const { user } = setup();
    await toTextsStep(user);
    await user.type(titleField(), 'Combo da Casa');
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    expect(await findToast('Arte criada! 1 crédito restante')).toBeInTheDocument();
    expect(formField(xhr.requests[0]!, 'format')).toBe('stories');
    expect(formField(xhr.requests[0]!, 'logo')).toBeNull();
    expect(formField(xhr.requests[0]!, 'price')).toBeNull();
    const art = screen.getByRole('img', { name: 'Arte gerada: Combo da Casa' });
    expect(art).toHaveAttribute('height', '1920');
    expect(screen.getByText('Stories · 1080×1920 px')).toBeInTheDocument();
  });

  it('says "Arte criada com sucesso!" to an unlimited user', async () => {
    mockXhr(() => ({ status: 201, body: makeArt({ remaining: 999999, total: 999999, unlimited: true }) }));
    const { user } = setup({ me: makeMe({ credits: { remaining: 999999, total: 999999, unlimited: true } }) });
    await toTextsStep(user);
    await user.type(titleField(), 'Combo da Casa');
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    expect(await findToast('Arte criada com sucesso!')).toBeInTheDocument();
  });

  it("shows the server's message on failure, puts the bar back to 0, keeps texts and files, and clears it once the art is made", async () => {
    let fail = true;
    const xhr = mockXhr(() =>
      fail
        ? { status: 503, body: { error: 'engine_busy', message: 'Estamos com muita demanda agora. Tente novamente em alguns segundos.' } }
        : { status: 201, body: makeArt() },
    );
    const { user } = setup();
    await toTextsStep(user, { logo: true });
    await user.type(titleField(), 'Combo da Casa');
    await user.type(screen.getByRole('textbox', { name: /Preço/ }), '1990');
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));

    expect(await findToast('Estamos com muita demanda agora. Tente novamente em alguns segundos.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Escreva os textos da promoção' })).toBeInTheDocument();
    expect(titleField()).toHaveValue('Combo da Casa');
    expect(screen.getByRole('textbox', { name: /Preço/ })).toHaveValue('R$ 19,90');
    expect(screen.getByRole('button', { name: 'Gerar Arte' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('img', { name: 'Prévia do produto: x-burger.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Prévia do logo: logo.svg' })).toBeInTheDocument();
    await user.click(next());

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    expect(await screen.findByRole('heading', { name: 'Arte Criada!' })).toBeInTheDocument();
    expect(await findToast('Arte criada! 2 créditos restantes')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Estamos com muita demanda agora. Tente novamente em alguns segundos.')).not.toBeInTheDocument());
    expect(xhr.requests).toHaveLength(2);
    expect(xhr.requests[0]?.headers['idempotency-key']).not.toBe(xhr.requests[1]?.headers['idempotency-key']);
    expect(formField(xhr.requests[1]!, 'title')).toBe('Combo da Casa');
  });

  it('falls back to "Erro ao gerar arte" and sends a lapsed session to /auth', async () => {
    let status = 500;
    mockXhr(() => ({ status, body: status === 401 ? { error: 'unauthorized', message: 'Faça login para continuar' } : undefined }));
    const { user } = setup();
    await toTextsStep(user);
    await user.type(titleField(), 'Combo da Casa');
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    expect(await findToast('Erro ao gerar arte')).toBeInTheDocument();

    status = 401;
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    expect(await findToast('Faça login para criar suas artes!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(peekPendingTemplateDraft()?.texts.title).toBe('Combo da Casa');
  });

  it('downloads arte-{timestamp}.png, shares and rates the art, edits the texts and starts a new art', async () => {
    mockXhr(() => ({ status: 201, body: makeArt() }));
    const { user } = setup({ api: { [`GET ${ART_URL}`]: { body: 'png-bytes' } } });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await toTextsStep(user, { logo: true });
    await user.type(titleField(), 'Combo da Casa');
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    await screen.findByRole('heading', { name: 'Arte Criada!' });
    expect(screen.getByRole('heading', { name: 'Arte Criada!' })).toHaveFocus();
    expect(sharedImage(screen.getByTestId('share-slot'))).toEqual({
      url: ART_URL,
      fileName: 'arte-foodart',
      title: 'Combo da Casa',
      text: 'Arte promocional criada com o FoodArt',
    });
    expect(ratedCreation(screen.getByTestId('rating-slot'))).toEqual({ creationId: makeArt().id, kind: 'art' });

    await user.click(screen.getByRole('button', { name: 'Baixar Imagem' }));
    expect(await findToast('Download iniciado!')).toBeInTheDocument();
    expect(saved[0]).toMatch(/^arte-\d+\.png$/);

    await user.click(screen.getByRole('button', { name: 'Editar textos e gerar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Escreva os textos da promoção' })).toBeInTheDocument();
    expect(titleField()).toHaveValue('Combo da Casa');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar Arte' }));
    await screen.findByRole('heading', { name: 'Arte Criada!' });

    await user.click(screen.getByRole('button', { name: 'Criar Nova Arte' }));
    expect(await screen.findByRole('heading', { name: 'Escolha um template' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Smash Urbano' })).not.toHaveAttribute('aria-current');
    expect(next()).toBeDisabled();
    await toImagesStep(user);
    expect(screen.queryByRole('img', { name: /Prévia do/ })).not.toBeInTheDocument();
  });

  it('opens on the texts with the draft a visitor made before signing in', async () => {
    mockApi({ 'GET /api/me': { body: makeMe() }, 'GET /api/templates': { body: ALL } });
    const product = productPhoto();
    renderWithApp(
      <TemplatesWizard
        initialDraft={{ template: SMASH, product, logo: null, format: 'feed', texts: { title: 'Combo', price: '', description: '', cta: '' }, productName: '' }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Escreva os textos da promoção' })).toHaveFocus();
    expect(titleField()).toHaveValue('Combo');
    expect(screen.getByRole('radio', { name: 'Feed' })).toHaveAttribute('aria-checked', 'true');
  });
});
