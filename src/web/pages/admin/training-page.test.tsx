// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrainingExample } from '../../../shared/schemas/admin.schema';
import { routes } from '../../app/routes';
import { ADMIN_STATS_QUERY_KEY } from '../../features/admin/api/query-keys';
import { extractImageColors } from '../../features/admin/lib/extract-image-colors';
import { makeAdminStats } from '../../../../tests/web/admin-fixtures';
import { makeExternalTrainingExample, makeTrainingExample, makeTrainingList } from '../../../../tests/web/admin-training-fixtures';
import { callsTo, makeMe, mockApi, type MockHandler } from '../../../../tests/web/mock-api';
import { createTestQueryClient, findToast, renderWithApp } from '../../../../tests/web/render';

// jsdom has no canvas: the extraction itself is covered where it runs in a browser; here it is stubbed.
vi.mock('../../features/admin/lib/extract-image-colors', () => ({ extractImageColors: vi.fn() }));
const extractMock = vi.mocked(extractImageColors);

const BURGER = makeTrainingExample({
  id: 'burger',
  category: 'food',
  style: 'moderno',
  quality: 'excelente',
  description: 'Combo X-Burguer com batata por R$ 29,90',
  notes: 'Boa hierarquia do preço',
  tags: ['user-created', 'combo'],
  brandColors: ['#ff6600', 'rgb(30, 30, 30)'],
  successRate: 0.834,
});
const SUCO = makeExternalTrainingExample({ id: 'suco', category: 'bebidas', style: 'vibrante', quality: 'regular', isActive: false, generatedArtUrl: '/storage/foodart/training-examples/suco.jpg' });
const PIZZA = makeTrainingExample({ id: 'pizza', category: 'outros', style: 'classico', quality: 'ruim', description: 'Pizza de calabresa' });

const CREATED = makeTrainingExample({ id: 'novo', category: 'bebidas', description: 'Suco natural de laranja 500 ml' });

/** An in-memory training API: list by ?status=, create, edit, toggle and delete, like the server's. */
function trainingServer(initial: TrainingExample[]) {
  let examples = [...initial];
  const handlers: Record<string, MockHandler> = {
    'GET /api/admin/training-examples': ({ query }) => ({ body: makeTrainingList(examples, (query.get('status') ?? 'all') as 'all') }),
    'POST /api/admin/training-examples': () => {
      examples = [CREATED, ...examples];
      return { status: 201, body: CREATED };
    },
  };
  for (const example of initial) {
    const path = `/api/admin/training-examples/${example.id}`;
    const current = () => examples.find((e) => e.id === example.id)!;
    handlers[`PUT ${path}`] = ({ body }) => {
      const input = body as Partial<TrainingExample>;
      examples = examples.map((e) => (e.id === example.id ? { ...e, ...input, notes: input.notes ?? null } : e));
      return { body: current() };
    };
    handlers[`PATCH ${path}/active`] = ({ body }) => {
      examples = examples.map((e) => (e.id === example.id ? { ...e, isActive: (body as { isActive: boolean }).isActive } : e));
      return { body: current() };
    };
    handlers[`DELETE ${path}`] = () => {
      examples = examples.filter((e) => e.id !== example.id);
      return { status: 204 };
    };
  }
  return handlers;
}

function setup(api: Record<string, MockHandler> = trainingServer([BURGER, SUCO, PIZZA])) {
  const fetchMock = mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, ...api });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(ADMIN_STATS_QUERY_KEY, makeAdminStats());
  const view = renderWithApp(routes, { initialEntries: ['/admin/training'], queryClient });
  return { ...view, fetchMock, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

const cards = () => screen.queryAllByTestId('training-card');
const cardOf = (title: string, text?: string) =>
  cards().find((card) => within(card).queryByRole('heading', { name: title }) && (!text || within(card).queryByText(text)))!;
const listUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/training-examples?'));

/** The multipart body of the n-th POST. */
function postedForm(fetchMock: ReturnType<typeof mockApi>, index = 0): FormData {
  const posts = fetchMock.mock.calls.filter(([input, init]) => String(input) === '/api/admin/training-examples' && init?.method === 'POST');
  return posts[index]![1]!.body as FormData;
}

const image = (name: string, type = 'image/png') => new File([`bytes of ${name}`], name, { type });

async function openForm(user: User) {
  await screen.findAllByTestId('training-card');
  const toggle = screen.getByRole('button', { name: 'Novo Exemplo de Treinamento' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('form', { name: 'Novo exemplo de treinamento' })).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('form', { name: 'Novo exemplo de treinamento' });
}

async function addColor(user: User, form: HTMLElement, color: string) {
  await user.type(within(form).getByRole('textbox', { name: 'Cores da marca' }), `${color}{Enter}`);
}

const chips = (form: HTMLElement) => within(within(form).queryByRole('list', { name: 'Cores adicionadas' }) ?? document.createElement('ul')).queryAllByRole('listitem').map((li) => li.textContent);

beforeEach(() => {
  extractMock.mockReset();
  extractMock.mockResolvedValue([]);
});

describe('AdminTrainingPage', () => {
  it('shows each example with category - style, quality, success rate, status, images, texts, tags and colours', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Dados de Treinamento' })).toBeInTheDocument();
    await screen.findAllByTestId('training-card');
    expect(cards()).toHaveLength(3);

    const burger = cardOf('Comida - Moderno');
    expect(within(burger).getByText('Excelente')).toBeInTheDocument();
    expect(within(burger).getByText('Taxa de sucesso: 83%')).toBeInTheDocument();
    expect(within(burger).getByText('Ativo')).toBeInTheDocument();
    expect(within(burger).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', BURGER.logoUrl);
    expect(within(burger).getByRole('img', { name: 'Produto' })).toHaveAttribute('src', BURGER.productUrl);
    expect(within(burger).getByRole('img', { name: 'Arte Gerada' })).toHaveAttribute('src', BURGER.generatedArtUrl);
    expect(within(burger).getByText(BURGER.description)).toBeInTheDocument();
    expect(within(burger).getByText('Boa hierarquia do preço')).toBeInTheDocument();
    expect(within(within(burger).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['user-created', 'combo']);
    expect(within(within(burger).getByRole('list', { name: 'Cores da marca' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#ff6600', 'rgb(30, 30, 30)']);
    expect(within(burger).getByText('21/11/2026', { exact: false })).toBeInTheDocument();

    // An external reference shows its one image once.
    const suco = cardOf('Bebidas - Vibrante');
    expect(within(suco).getAllByRole('img')).toHaveLength(1);
    expect(within(suco).getByRole('img', { name: 'Referência' })).toHaveAttribute('src', '/storage/foodart/training-examples/suco.jpg');
    expect(within(suco).getByText('Inativo')).toBeInTheDocument();
    expect(within(suco).getByText('Taxa de sucesso: —')).toBeInTheDocument();
    expect(within(suco).getByRole('button', { name: 'Ativar exemplo Bebidas - Vibrante' })).toBeInTheDocument();

    expect(within(cardOf('Outros - Clássico')).getByText('Ruim')).toBeInTheDocument();
  });

  it('filters Todos / Ativos / Inativos with their counts and sends ?status=', async () => {
    const { user, fetchMock } = setup();
    await screen.findAllByTestId('training-card');
    const filters = within(screen.getByRole('group', { name: 'Filtrar exemplos' }));
    expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual(['Todos 3', 'Ativos 2', 'Inativos 1']);
    expect(filters.getByRole('button', { name: 'Todos 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(listUrls(fetchMock)).toEqual(['/api/admin/training-examples?status=all']);

    await user.click(filters.getByRole('button', { name: 'Inativos 1' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cardOf('Bebidas - Vibrante')).toBeDefined();
    expect(filters.getByRole('button', { name: 'Inativos 1' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filters.getByRole('button', { name: 'Ativos 2' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(listUrls(fetchMock)).toEqual([
      '/api/admin/training-examples?status=all',
      '/api/admin/training-examples?status=inactive',
      '/api/admin/training-examples?status=active',
    ]);
  });

  it('says which filter is empty', async () => {
    const { user } = setup(trainingServer([BURGER]));
    await screen.findAllByTestId('training-card');
    await user.click(screen.getByRole('button', { name: 'Inativos 0' }));
    expect(await screen.findByText('Nenhum exemplo inativo')).toBeInTheDocument();
  });

  it('says when there is no example at all', async () => {
    setup(trainingServer([]));
    expect(await screen.findByText('Nenhum exemplo de treinamento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Exemplo de Treinamento' })).toBeInTheDocument();
  });

  it('shows "Erro ao carregar exemplos" when the list fails', async () => {
    setup({ 'GET /api/admin/training-examples': { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } } });
    expect(await findToast('Erro ao carregar exemplos')).toBeInTheDocument();
    expect(await findToast('Erro inesperado. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar exemplos');
  });

  it('creates a generated-art example: checks the images, then the description and colours, then sends the multipart body', async () => {
    extractMock.mockResolvedValue(['#cc3300', '#ffcc00']);
    const { user, fetchMock, queryClient } = setup();
    const form = await openForm(user);
    expect(within(form).getByRole('tab', { name: 'Imagem Gerada' })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByRole('combobox', { name: 'Categoria' })).toHaveValue('food');
    expect(within(form).getByRole('combobox', { name: 'Estilo' })).toHaveValue('moderno');
    expect(within(form).getByRole('combobox', { name: 'Qualidade' })).toHaveValue('bom');

    await user.click(within(form).getByRole('button', { name: 'Criar Exemplo' }));
    expect(await findToast('Por favor, faça upload de todas as 3 imagens')).toBeInTheDocument();
    expect(await findToast('Erro')).toBeInTheDocument();

    const logo = image('logo.png');
    await user.upload(within(form).getByTestId('training-logo-input'), logo);
    expect(await findToast('2 cores extraídas automaticamente')).toBeInTheDocument();
    expect(extractMock).toHaveBeenCalledWith(logo);
    expect(chips(form)).toEqual(['#cc3300', '#ffcc00']);
    await user.upload(within(form).getByTestId('training-product-input'), image('produto.jpg', 'image/jpeg'));
    await user.upload(within(form).getByTestId('training-art-input'), image('arte.webp', 'image/webp'));
    expect(extractMock).toHaveBeenCalledTimes(1);
    expect(within(form).getByRole('img', { name: 'Prévia: Logo' })).toBeInTheDocument();
    expect(within(form).getByRole('img', { name: 'Prévia: Arte Gerada' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Criar Exemplo' }));
    expect(await findToast('Preencha a descrição e adicione pelo menos uma cor')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/training-examples')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Descrição' }), '  Suco natural de laranja 500 ml ');
    await addColor(user, form, 'rgb(0, 0, 0)');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Categoria' }), 'bebidas');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Qualidade' }), 'excelente');
    await user.click(within(form).getByRole('button', { name: 'Criar Exemplo' }));

    expect(await findToast('Exemplo de treinamento criado com sucesso!')).toBeInTheDocument();
    const body = postedForm(fetchMock);
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      mode: 'generated',
      description: 'Suco natural de laranja 500 ml',
      brandColors: '["#cc3300","#ffcc00","rgb(0, 0, 0)"]',
      category: 'bebidas',
      style: 'moderno',
      quality: 'excelente',
    });
    expect(JSON.parse(body.get('brandColors') as string)).toEqual(['#cc3300', '#ffcc00', 'rgb(0, 0, 0)']);
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect((body.get('product') as File).name).toBe('produto.jpg');
    expect((body.get('art') as File).name).toBe('arte.webp');
    expect(body.has('image')).toBe(false);

    // The form collapses and resets; the list and the dashboard numbers refresh.
    const toggle = screen.getByRole('button', { name: 'Novo Exemplo de Treinamento' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(toggle).toHaveFocus();
    expect(await screen.findByText('Suco natural de laranja 500 ml')).toBeInTheDocument();
    expect(listUrls(fetchMock).length).toBeGreaterThanOrEqual(2);
    expect(queryClient.getQueryState(ADMIN_STATS_QUERY_KEY)?.isInvalidated).toBe(true);
    await user.click(toggle);
    const reopened = screen.getByRole('form', { name: 'Novo exemplo de treinamento' });
    expect(within(reopened).getByRole('textbox', { name: 'Descrição' })).toHaveValue('');
    expect(chips(reopened)).toEqual([]);
    expect(within(reopened).queryByRole('img')).not.toBeInTheDocument();
  });

  it('creates an external reference: asks for the image, then a colour, and sends only `image`', async () => {
    extractMock.mockRejectedValue(new Error('cannot decode'));
    const { user, fetchMock } = setup();
    const form = await openForm(user);
    await user.click(within(form).getByRole('tab', { name: 'Referência Externa' }));
    expect(within(form).queryByRole('textbox', { name: 'Descrição' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Criar Exemplo' }));
    expect(await findToast('Por favor, faça upload da imagem de referência')).toBeInTheDocument();

    const reference = image('referencia.jpg', 'image/jpeg');
    await user.upload(within(form).getByTestId('training-image-input'), reference);
    expect(await findToast('Erro ao extrair cores. Adicione manualmente.')).toBeInTheDocument();
    expect(extractMock).toHaveBeenCalledWith(reference);
    expect(within(form).getByRole('img', { name: 'Prévia: Imagem de referência' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Criar Exemplo' }));
    expect(await findToast('Adicione pelo menos uma cor da marca')).toBeInTheDocument();

    // The form stays usable: a colour typed by hand, added with the button.
    await user.type(within(form).getByRole('textbox', { name: 'Cores da marca' }), '#FF6600');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    await user.type(within(form).getByRole('textbox', { name: 'Notas (opcional)' }), 'Referência de concorrente');
    await user.click(within(form).getByRole('button', { name: 'Criar Exemplo' }));

    expect(await findToast('Exemplo de treinamento criado com sucesso!')).toBeInTheDocument();
    const body = postedForm(fetchMock);
    expect(body.get('mode')).toBe('external');
    expect(body.has('description')).toBe(false);
    expect(body.get('brandColors')).toBe('["#FF6600"]');
    expect(body.get('category')).toBe('food');
    expect(body.get('style')).toBe('moderno');
    expect(body.get('quality')).toBe('bom');
    expect(body.get('notes')).toBe('Referência de concorrente');
    expect((body.get('image') as File).name).toBe('referencia.jpg');
    expect(['logo', 'product', 'art'].some((field) => body.has(field))).toBe(false);
  });

  it('merges extracted colours with the typed ones without duplicates', async () => {
    extractMock.mockResolvedValue(['#ff6600', '#336699']);
    const { user } = setup();
    const form = await openForm(user);
    await addColor(user, form, '#FF6600');
    await user.upload(within(form).getByTestId('training-logo-input'), image('logo.png'));
    expect(await findToast('2 cores extraídas automaticamente')).toBeInTheDocument();
    expect(chips(form)).toEqual(['#FF6600', '#336699']);
  });

  it('adds a colour on Enter, ignores a duplicate in any case, refuses an invalid one and removes a chip', async () => {
    const { user, fetchMock } = setup();
    const form = await openForm(user);
    const input = within(form).getByRole('textbox', { name: 'Cores da marca' });
    expect(within(form).getByText('Formatos: hex (#ff6600) ou rgb(255, 102, 0)')).toBeInTheDocument();

    await addColor(user, form, '  #ff6600 ');
    expect(chips(form)).toEqual(['#ff6600']);
    expect(input).toHaveValue('');
    // Enter adds a colour; it does not submit the form.
    expect(callsTo(fetchMock, 'POST /api/admin/training-examples')).toHaveLength(0);
    expect(screen.getByRole('form', { name: 'Novo exemplo de treinamento' })).toBeInTheDocument();

    await addColor(user, form, '#FF6600');
    expect(chips(form)).toEqual(['#ff6600']);
    expect(within(form).getByText('Esta cor já está na lista.')).toBeInTheDocument();

    await addColor(user, form, 'laranja');
    expect(chips(form)).toEqual(['#ff6600']);
    expect(within(form).getByRole('alert')).toHaveTextContent('Cor inválida. Use hex (#ff6600) ou rgb(255, 102, 0).');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('laranja');

    await user.clear(input);
    await addColor(user, form, 'rgb(255, 102, 0)');
    expect(chips(form)).toEqual(['#ff6600', 'rgb(255, 102, 0)']);
    await user.keyboard('{Enter}');
    expect(chips(form)).toHaveLength(2);

    await user.click(within(form).getByRole('button', { name: 'Remover cor #ff6600' }));
    expect(chips(form)).toEqual(['rgb(255, 102, 0)']);
  });

  it('refuses a file that is not an image, or one over 5MB, before anything is sent', async () => {
    const { user } = setup();
    const form = await openForm(user);
    const input = within(form).getByTestId('training-logo-input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'cardapio.pdf', { type: 'application/pdf' }));
    expect(await findToast('Arquivo inválido - Por favor, selecione uma imagem.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' }));
    expect(await findToast('Arquivo muito grande - O tamanho máximo é 5MB.')).toBeInTheDocument();
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    expect(extractMock).not.toHaveBeenCalled();
  });

  it('shows "Erro ao criar exemplo de treinamento" with the server message and keeps the input', async () => {
    const { user } = setup({
      ...trainingServer([BURGER]),
      'POST /api/admin/training-examples': { status: 400, body: { error: 'invalid_input', message: 'Por favor, faça upload da imagem de referência' } },
    });
    const form = await openForm(user);
    await user.click(within(form).getByRole('tab', { name: 'Referência Externa' }));
    await user.upload(within(form).getByTestId('training-image-input'), image('ref.png'));
    await addColor(user, form, '#123456');
    await user.click(within(form).getByRole('button', { name: 'Criar Exemplo' }));
    expect(await findToast('Erro ao criar exemplo de treinamento')).toBeInTheDocument();
    expect(await findToast('Por favor, faça upload da imagem de referência')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Exemplo de Treinamento' })).toHaveAttribute('aria-expanded', 'true');
    expect(chips(form)).toEqual(['#123456']);
    expect(within(form).getByRole('img', { name: 'Prévia: Imagem de referência' })).toBeInTheDocument();
  });

  it('edits in place and sends the description only when it is not blank', async () => {
    const { user, fetchMock } = setup();
    await screen.findAllByTestId('training-card');
    const burger = cardOf('Comida - Moderno');
    await user.click(within(burger).getByRole('button', { name: 'Editar exemplo Comida - Moderno' }));
    const description = within(burger).getByRole('textbox', { name: 'Descrição' });
    expect(description).toHaveValue(BURGER.description);
    expect(description).toHaveFocus();
    expect(within(burger).getByRole('textbox', { name: 'Notas' })).toHaveValue('Boa hierarquia do preço');
    expect(within(burger).getByRole('combobox', { name: 'Qualidade' })).toHaveValue('excelente');
    expect(within(within(burger).getByRole('combobox', { name: 'Qualidade' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Excelente', 'Bom', 'Regular']);
    const tags = within(burger).getByRole('textbox', { name: 'Tags' });
    expect(tags).toHaveValue('user-created, combo');

    await user.clear(description);
    await user.clear(within(burger).getByRole('textbox', { name: 'Notas' }));
    await user.type(within(burger).getByRole('textbox', { name: 'Notas' }), 'Preço grande demais');
    await user.selectOptions(within(burger).getByRole('combobox', { name: 'Qualidade' }), 'regular');
    await user.clear(tags);
    await user.type(tags, 'combo, , destaque, Combo');
    await user.click(within(burger).getByRole('button', { name: 'Salvar' }));

    expect(await findToast('Exemplo atualizado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/training-examples/burger').map((c) => c.body)).toEqual([
      { notes: 'Preço grande demais', quality: 'regular', tags: ['combo', 'destaque'] },
    ]);
    await waitFor(() => expect(within(cardOf('Comida - Moderno')).queryByRole('form')).not.toBeInTheDocument());
    const updated = cardOf('Comida - Moderno');
    expect(within(updated).getByText(BURGER.description)).toBeInTheDocument();
    expect(within(updated).getByText('Preço grande demais')).toBeInTheDocument();
    expect(within(updated).getByText('Regular')).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Editar exemplo Comida - Moderno' })).toHaveFocus();
  });

  it('sends a changed description, and leaves a "Ruim" quality alone when none of the three is chosen', async () => {
    const { user, fetchMock } = setup();
    await screen.findAllByTestId('training-card');
    const pizza = cardOf('Outros - Clássico');
    await user.click(within(pizza).getByRole('button', { name: 'Editar exemplo Outros - Clássico' }));
    expect(within(pizza).getByRole('combobox', { name: 'Qualidade' })).toHaveValue('');
    const description = within(pizza).getByRole('textbox', { name: 'Descrição' });
    await user.clear(description);
    await user.type(description, 'Pizza de calabresa com borda recheada');
    await user.click(within(pizza).getByRole('button', { name: 'Salvar' }));
    expect(await findToast('Exemplo atualizado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/training-examples/pizza')[0]?.body).toEqual({
      description: 'Pizza de calabresa com borda recheada',
      notes: null,
      tags: ['user-created'],
    });
  });

  it('"Cancelar" leaves the edit mode and restores the example as it was', async () => {
    const { user, fetchMock } = setup();
    await screen.findAllByTestId('training-card');
    const burger = cardOf('Comida - Moderno');
    await user.click(within(burger).getByRole('button', { name: 'Editar exemplo Comida - Moderno' }));
    const description = within(burger).getByRole('textbox', { name: 'Descrição' });
    await user.clear(description);
    await user.type(description, 'Outra coisa');
    await user.click(within(burger).getByRole('button', { name: 'Cancelar' }));
    expect(within(burger).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(burger).getByText(BURGER.description)).toBeInTheDocument();

    await user.click(within(burger).getByRole('button', { name: 'Editar exemplo Comida - Moderno' }));
    expect(within(burger).getByRole('textbox', { name: 'Descrição' })).toHaveValue(BURGER.description);
    expect(callsTo(fetchMock, 'PUT /api/admin/training-examples/burger')).toHaveLength(0);
  });

  it('shows "Erro ao atualizar" with the server message and stays in edit mode with the input', async () => {
    const { user } = setup({
      ...trainingServer([BURGER]),
      'PUT /api/admin/training-examples/burger': { status: 404, body: { error: 'not_found', message: 'Exemplo de treinamento não encontrado' } },
    });
    await screen.findAllByTestId('training-card');
    const burger = cardOf('Comida - Moderno');
    await user.click(within(burger).getByRole('button', { name: 'Editar exemplo Comida - Moderno' }));
    await user.type(within(burger).getByRole('textbox', { name: 'Notas' }), '!');
    await user.click(within(burger).getByRole('button', { name: 'Salvar' }));
    expect(await findToast('Erro ao atualizar')).toBeInTheDocument();
    expect(await findToast('Exemplo de treinamento não encontrado')).toBeInTheDocument();
    expect(within(burger).getByRole('textbox', { name: 'Notas' })).toHaveValue('Boa hierarquia do preço!');
  });

  it('deactivates and activates an example (PATCH) with "Exemplo desativado" / "Exemplo ativado"', async () => {
    const { user, fetchMock } = setup();
    await screen.findAllByTestId('training-card');
    await user.click(within(cardOf('Comida - Moderno')).getByRole('button', { name: 'Desativar exemplo Comida - Moderno' }));
    expect(await findToast('Exemplo desativado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/admin/training-examples/burger/active').map((c) => c.body)).toEqual([{ isActive: false }]);
    await waitFor(() => expect(within(cardOf('Comida - Moderno')).getByText('Inativo')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inativos 2' })).toBeInTheDocument());

    await user.click(within(cardOf('Bebidas - Vibrante')).getByRole('button', { name: 'Ativar exemplo Bebidas - Vibrante' }));
    expect(await findToast('Exemplo ativado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/admin/training-examples/suco/active').map((c) => c.body)).toEqual([{ isActive: true }]);
  });

  it('shows "Erro ao atualizar status" when the toggle fails', async () => {
    const { user } = setup({
      ...trainingServer([BURGER]),
      'PATCH /api/admin/training-examples/burger/active': { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } },
    });
    await screen.findAllByTestId('training-card');
    await user.click(within(cardOf('Comida - Moderno')).getByRole('button', { name: 'Desativar exemplo Comida - Moderno' }));
    expect(await findToast('Erro ao atualizar status')).toBeInTheDocument();
    expect(within(cardOf('Comida - Moderno')).getByText('Ativo')).toBeInTheDocument();
  });

  it('deletes an example only after "Confirmar exclusão"', async () => {
    const { user, fetchMock } = setup();
    await screen.findAllByTestId('training-card');
    const deleteButton = within(cardOf('Outros - Clássico')).getByRole('button', { name: 'Excluir exemplo Outros - Clássico' });
    await user.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: 'Confirmar exclusão' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir este exemplo de treinamento? Esta ação não pode ser desfeita.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteButton).toHaveFocus();
    expect(callsTo(fetchMock, 'DELETE /api/admin/training-examples/pizza')).toHaveLength(0);

    await user.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await findToast('Exemplo excluído')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/admin/training-examples/pizza')).toHaveLength(1);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Todos 2' })).toBeInTheDocument());
  });

  it('shows "Erro ao excluir" and keeps the dialog open when the deletion fails', async () => {
    const { user } = setup({
      ...trainingServer([BURGER]),
      'DELETE /api/admin/training-examples/burger': { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } },
    });
    await screen.findAllByTestId('training-card');
    await user.click(within(cardOf('Comida - Moderno')).getByRole('button', { name: 'Excluir exemplo Comida - Moderno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await findToast('Erro ao excluir')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirmar exclusão' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });
});
