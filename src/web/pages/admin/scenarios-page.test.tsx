// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminScenario, ScenarioForm } from '../../../shared/schemas/admin.schema';
import { routes } from '../../app/routes';
import { makeAdminScenario } from '../../../../tests/web/admin-fixtures';
import { callsTo, makeMe, mockApi, type MockHandler } from '../../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../../tests/web/render';

const MESA = makeAdminScenario({ id: 'mesa', name: 'Mesa Rústica', displayOrder: 1, isActive: true });
const PRAIA = makeAdminScenario({ id: 'praia', name: 'Quiosque na Praia', displayOrder: 4, isActive: false });
const PROMPT = 'Place the dish on a marble counter with soft morning light and a blurred bakery behind it.';

/** An in-memory scenarios API: list, create, edit and toggle, like the server's. */
function scenariosServer(initial: AdminScenario[]) {
  let scenarios = [...initial];
  const handlers: Record<string, MockHandler> = {
    'GET /api/admin/scenarios': () => ({ body: [...scenarios].sort((a, b) => a.displayOrder - b.displayOrder) }),
    'POST /api/admin/scenarios': ({ body }) => {
      const created = makeAdminScenario({ ...(body as ScenarioForm), id: 'novo' });
      scenarios.push(created);
      return { status: 201, body: created };
    },
  };
  for (const scenario of initial) {
    handlers[`PUT /api/admin/scenarios/${scenario.id}`] = ({ body }) => {
      scenarios = scenarios.map((s) => (s.id === scenario.id ? { ...s, ...(body as ScenarioForm) } : s));
      return { body: scenarios.find((s) => s.id === scenario.id) };
    };
    handlers[`PATCH /api/admin/scenarios/${scenario.id}/active`] = ({ body }) => {
      scenarios = scenarios.map((s) => (s.id === scenario.id ? { ...s, isActive: (body as { isActive: boolean }).isActive } : s));
      return { body: scenarios.find((s) => s.id === scenario.id) };
    };
  }
  return handlers;
}

function setup(api: Record<string, MockHandler> = scenariosServer([MESA, PRAIA])) {
  const fetchMock = mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, ...api });
  const view = renderWithApp(routes, { initialEntries: ['/admin/scenarios'] });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getAllByTestId('scenario-row').find((row) => within(row).queryByText(name))!;

/** Types `text` into `field` at once (a paste), so long prompts do not slow the tests. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openNewScenario(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Mesa Rústica');
  await user.click(screen.getByRole('button', { name: 'Novo Cenário' }));
  return screen.findByRole('dialog', { name: 'Novo Cenário' });
}

describe('AdminScenariosPage', () => {
  it('lists every scenario with its preview, name, description, order and status', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Gestão de Cenários' })).toBeInTheDocument();
    await screen.findByText('Mesa Rústica');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Prévia', 'Nome', 'Descrição', 'Ordem', 'Status', 'Ações']);
    const mesa = rowOf('Mesa Rústica');
    expect(within(mesa).getByRole('img', { name: 'Prévia: Mesa Rústica' })).toHaveAttribute('src', MESA.thumbnailUrl);
    expect(within(mesa).getByText(MESA.description)).toBeInTheDocument();
    expect(within(mesa).getByText('Ativo')).toBeInTheDocument();
    expect(within(mesa).getByRole('button', { name: 'Desativar Mesa Rústica' })).toBeInTheDocument();
    const praia = rowOf('Quiosque na Praia');
    expect(within(praia).getByText('4')).toBeInTheDocument();
    expect(within(praia).getByText('Inativo')).toBeInTheDocument();
    expect(within(praia).getByRole('button', { name: 'Ativar Quiosque na Praia' })).toBeInTheDocument();
  });

  it('creates a scenario from "Novo Cenário" and says "Cenário criado"', async () => {
    const { user, fetchMock } = setup();
    const dialog = await openNewScenario(user);
    expect(within(dialog).getByText('JPG, PNG, WEBP')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Ordem de exibição' })).toHaveValue(5);
    expect(within(dialog).getByRole('switch', { name: 'Ativo' })).toHaveAttribute('aria-checked', 'true');

    await fill(user, within(dialog).getByRole('textbox', { name: 'Nome' }), 'Balcão de Padaria');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Balcão de mármore com pães ao fundo.');
    await fill(user, within(dialog).getByRole('textbox', { name: 'URL da imagem' }), 'https://cdn.foodart.com.br/padaria.jpg');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Prompt da IA' }), PROMPT);
    await user.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    expect(within(dialog).getByRole('switch', { name: 'Inativo' })).toHaveAttribute('aria-checked', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Cenário' }));

    expect(await findToast('Cenário criado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/scenarios').map((c) => c.body)).toEqual([
      {
        name: 'Balcão de Padaria',
        description: 'Balcão de mármore com pães ao fundo.',
        prompt: PROMPT,
        thumbnailUrl: 'https://cdn.foodart.com.br/padaria.jpg',
        displayOrder: 5,
        isActive: false,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Novo Cenário' })).toHaveFocus();
    expect(await within(screen.getByRole('table')).findByText('Balcão de Padaria')).toBeInTheDocument();
  });

  it('shows the validation messages for a short name, description and prompt and a bad URL, and sends nothing', async () => {
    const { user, fetchMock } = setup();
    const dialog = await openNewScenario(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Nome' }), 'Ab');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Curta');
    await fill(user, within(dialog).getByRole('textbox', { name: 'URL da imagem' }), 'não é url');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Prompt da IA' }), 'Um prompt curto demais.');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Cenário' }));

    expect(await within(dialog).findByText('Nome deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('Descrição deve ter pelo menos 10 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('Prompt deve ter pelo menos 50 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('URL da imagem inválida')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Prompt da IA' })).toHaveAttribute('aria-invalid', 'true');

    const order = within(dialog).getByRole('spinbutton', { name: 'Ordem de exibição' });
    await user.clear(order);
    await user.type(order, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Cenário' }));
    expect(await within(dialog).findByText('Ordem deve ser maior ou igual a 0')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/scenarios')).toHaveLength(0);
  });

  it('shows "Erro ao criar cenário" with the server message and keeps the dialog open', async () => {
    const { user } = setup({
      ...scenariosServer([MESA]),
      'POST /api/admin/scenarios': { status: 400, body: { error: 'invalid_input', message: 'URL da imagem inválida' } },
    });
    const dialog = await openNewScenario(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Nome' }), 'Balcão de Padaria');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Balcão de mármore com pães ao fundo.');
    await fill(user, within(dialog).getByRole('textbox', { name: 'URL da imagem' }), 'https://cdn.foodart.com.br/padaria.jpg');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Prompt da IA' }), PROMPT);
    await user.click(within(dialog).getByRole('button', { name: 'Criar Cenário' }));
    expect(await findToast('Erro ao criar cenário')).toBeInTheDocument();
    expect(await findToast('URL da imagem inválida')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Novo Cenário' })).toBeInTheDocument();
  });

  it('edits a scenario with its values filled in and says "Cenário atualizado"', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('Mesa Rústica');
    await user.click(within(rowOf('Mesa Rústica')).getByRole('button', { name: 'Editar Mesa Rústica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Cenário' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveValue('Mesa Rústica');
    expect(within(dialog).getByRole('textbox', { name: 'Prompt da IA' })).toHaveValue(MESA.prompt);
    expect(within(dialog).getByRole('img', { name: 'Prévia da miniatura' })).toHaveAttribute('src', MESA.thumbnailUrl);
    await user.clear(name);
    await user.type(name, 'Mesa de Demolição');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));

    expect(await findToast('Cenário atualizado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/scenarios/mesa')[0]?.body).toEqual({
      name: 'Mesa de Demolição',
      description: MESA.description,
      prompt: MESA.prompt,
      thumbnailUrl: MESA.thumbnailUrl,
      displayOrder: MESA.displayOrder,
      isActive: MESA.isActive,
    });
    expect(await within(screen.getByRole('table')).findByText('Mesa de Demolição')).toBeInTheDocument();
  });

  it('shows "Erro ao atualizar cenário" with the server message', async () => {
    const { user } = setup({
      ...scenariosServer([MESA]),
      'PUT /api/admin/scenarios/mesa': { status: 404, body: { error: 'not_found', message: 'Cenário não encontrado' } },
    });
    await screen.findByText('Mesa Rústica');
    await user.click(within(rowOf('Mesa Rústica')).getByRole('button', { name: 'Editar Mesa Rústica' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await findToast('Erro ao atualizar cenário')).toBeInTheDocument();
    expect(await findToast('Cenário não encontrado')).toBeInTheDocument();
  });

  it('deactivates and activates a scenario (PATCH) with "Cenário desativado" / "Cenário ativado"', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('Mesa Rústica');
    await user.click(within(rowOf('Mesa Rústica')).getByRole('button', { name: 'Desativar Mesa Rústica' }));
    expect(await findToast('Cenário desativado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/admin/scenarios/mesa/active').map((c) => c.body)).toEqual([{ isActive: false }]);
    await waitFor(() => expect(within(rowOf('Mesa Rústica')).getByText('Inativo')).toBeInTheDocument());

    await user.click(within(rowOf('Quiosque na Praia')).getByRole('button', { name: 'Ativar Quiosque na Praia' }));
    expect(await findToast('Cenário ativado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/admin/scenarios/praia/active').map((c) => c.body)).toEqual([{ isActive: true }]);
  });

  it('rejects a file that is not an image, or one over 2MB, before uploading it', async () => {
    const { user, fetchMock } = setup();
    const dialog = await openNewScenario(user);
    const input = within(dialog).getByTestId('thumbnail-input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'cardapio.pdf', { type: 'application/pdf' }));
    expect(await findToast('Arquivo inválido - Por favor, selecione uma imagem.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Arquivo inválido - Por favor, selecione uma imagem.');

    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'enorme.jpg', { type: 'image/jpeg' });
    await user.upload(input, huge);
    expect(await findToast('Arquivo muito grande - O tamanho máximo é 2MB.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/scenarios/thumbnail')).toHaveLength(0);
  });

  it('uploads a thumbnail and fills the URL field with the answer', async () => {
    const { user, fetchMock } = setup({
      ...scenariosServer([MESA]),
      'POST /api/admin/scenarios/thumbnail': { status: 201, body: { url: '/storage/foodart/scenarios/abc123.webp' } },
    });
    const dialog = await openNewScenario(user);
    const file = new File(['webp bytes'], 'padaria.webp', { type: 'image/webp' });
    await user.upload(within(dialog).getByTestId('thumbnail-input'), file);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'URL da imagem' })).toHaveValue('/storage/foodart/scenarios/abc123.webp'));
    expect(within(dialog).getByRole('img', { name: 'Prévia da miniatura' })).toHaveAttribute('src', '/storage/foodart/scenarios/abc123.webp');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/scenarios/thumbnail')!;
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows "Erro no upload" with the server message when the upload is refused', async () => {
    const { user } = setup({
      ...scenariosServer([MESA]),
      'POST /api/admin/scenarios/thumbnail': { status: 415, body: { error: 'unsupported_media', message: 'Arquivo inválido - Por favor, selecione uma imagem.' } },
    });
    const dialog = await openNewScenario(user);
    await user.upload(within(dialog).getByTestId('thumbnail-input'), new File(['fake'], 'falsa.png', { type: 'image/png' }));
    expect(await findToast('Erro no upload')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'URL da imagem' })).toHaveValue('');
  });

  it('shows "Erro ao carregar cenários" when the list fails', async () => {
    setup({ 'GET /api/admin/scenarios': { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } } });
    expect(await findToast('Erro ao carregar cenários')).toBeInTheDocument();
    expect(await findToast('Erro inesperado. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar cenários');
  });

  it('says when there is no scenario yet', async () => {
    setup({ 'GET /api/admin/scenarios': { body: [] } });
    expect(await screen.findByText('Nenhum cenário cadastrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Cenário' })).toBeInTheDocument();
  });
});
