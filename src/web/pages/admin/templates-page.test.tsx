// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEMPLATE_IMAGE_MAX_BYTES } from '../../../shared/constants';
import type { AdminTemplate, TemplateCreate, TemplateUpdate } from '../../../shared/schemas/admin.schema';
import { routes } from '../../app/routes';
import { exampleUrl, makeAdminTemplate, makeImageFile } from '../../../../tests/web/admin-templates-fixtures';
import { callsTo, makeMe, mockApi, type MockHandler, type MockReply } from '../../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../../tests/web/render';

const SMASH = makeAdminTemplate({
  id: 'smash',
  name: 'Smash Burger Neon',
  category: 'hamburguer',
  format: 'feed',
  style: 'vibrante',
  promptEnhancements: 'Hambúrguer no centro com brilho neon e título em caixa alta.',
  colorStrategy: 'brand-dominant',
  usageCount: 42,
  averageRating: 4.46,
  exampleUrls: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map(exampleUrl),
});
const PIZZA = makeAdminTemplate({
  id: 'pizza',
  name: 'Pizza Clássica',
  category: 'pizza',
  format: 'stories',
  style: 'classico',
  isActive: false,
  usageCount: 10,
  averageRating: 3,
  exampleUrls: [],
});
const INSTRUCTIONS = 'Açaí na tigela em primeiro plano, frutas ao redor e título arredondado no topo.';

/** An in-memory templates API (list newest first, create, edit, toggle, delete, uploads), like the server's. */
function templatesServer(initial: AdminTemplate[]) {
  let templates = [...initial];
  const replace = (id: string, change: Partial<AdminTemplate>): MockReply => {
    templates = templates.map((t) => (t.id === id ? { ...t, ...change } : t));
    return { body: templates.find((t) => t.id === id) };
  };
  const handlers: Record<string, MockHandler> = {
    'GET /api/admin/templates': () => ({ body: templates }),
    'POST /api/admin/templates': ({ body }) => {
      const created = makeAdminTemplate({ ...(body as TemplateCreate), id: 'novo' });
      templates = [created, ...templates];
      return { status: 201, body: created };
    },
  };
  for (const template of initial) {
    const path = `/api/admin/templates/${template.id}`;
    handlers[`PUT ${path}`] = ({ body }) => replace(template.id, body as TemplateUpdate);
    handlers[`PATCH ${path}/active`] = ({ body }) => replace(template.id, body as { isActive: boolean });
    handlers[`DELETE ${path}`] = () => {
      templates = templates.filter((t) => t.id !== template.id);
      return { status: 204 };
    };
    handlers[`POST ${path}/examples`] = () => {
      const current = templates.find((t) => t.id === template.id)!;
      return replace(template.id, { exampleUrls: [...current.exampleUrls, exampleUrl('novo-1.webp'), exampleUrl('novo-2.webp')] });
    };
    handlers[`POST ${path}/example`] = () => {
      const current = templates.find((t) => t.id === template.id)!;
      return replace(template.id, { exampleUrls: [...current.exampleUrls, exampleUrl(`gerado-${template.id}.png`)] });
    };
  }
  return handlers;
}

function setup(api: Record<string, MockHandler> = templatesServer([SMASH, PIZZA])) {
  const fetchMock = mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, ...api });
  const view = renderWithApp(routes, { initialEntries: ['/admin/templates'] });
  return { ...view, fetchMock, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

const cardOf = (name: string) => screen.getByRole('article', { name });

/** Types `text` into `field` at once (a paste). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openNewTemplate(user: User) {
  await screen.findByText('Smash Burger Neon');
  await user.click(screen.getByRole('button', { name: 'Novo Template' }));
  return screen.findByRole('dialog', { name: 'Novo Template' });
}

async function openUpload(user: User, name: string) {
  await screen.findByText(name);
  await user.click(within(cardOf(name)).getByRole('button', { name: `Upload Imagens ${name}` }));
  return screen.findByRole('dialog', { name: 'Upload de Imagens' });
}

/** A reply the test releases when it wants: the request stays in flight until then. */
function deferred() {
  let release!: (reply: MockReply) => void;
  const reply = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

describe('AdminTemplatesPage', () => {
  it('shows each template as a card with its details, numbers, badges and up to 3 thumbnails', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Gerenciamento de Templates' })).toBeInTheDocument();
    await screen.findByText('Smash Burger Neon');
    expect(screen.getAllByTestId('template-card')).toHaveLength(2);

    const smash = cardOf('Smash Burger Neon');
    expect(within(smash).getByText('Hambúrguer')).toBeInTheDocument();
    expect(within(smash).getByText('Vibrante')).toBeInTheDocument();
    expect(within(smash).getByText('Feed (1080×1080)')).toBeInTheDocument();
    expect(within(smash).getByText('Ativo')).toBeInTheDocument();
    expect(within(smash).getByText('Popular')).toBeInTheDocument();
    expect(within(smash).getByText('42 usos')).toBeInTheDocument();
    expect(within(smash).getByText('4,5/5')).toBeInTheDocument();
    expect(within(smash).getByText('5 imagens de exemplo')).toBeInTheDocument();
    // The newest three of the five.
    expect(within(smash).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['e.jpg', 'd.jpg', 'c.jpg'].map(exampleUrl));
    for (const action of ['Upload Imagens', 'Gerar exemplo', 'Desativar', 'Editar', 'Excluir']) {
      expect(within(smash).getByRole('button', { name: `${action} Smash Burger Neon` })).toBeEnabled();
    }

    const pizza = cardOf('Pizza Clássica');
    expect(within(pizza).getByText('Pizza')).toBeInTheDocument();
    expect(within(pizza).getByText('Clássico')).toBeInTheDocument();
    expect(within(pizza).getByText('Stories (1080×1920)')).toBeInTheDocument();
    expect(within(pizza).getByText('Inativo')).toBeInTheDocument();
    // Popular means more than 10 uses.
    expect(within(pizza).queryByText('Popular')).not.toBeInTheDocument();
    expect(within(pizza).getByText('10 usos')).toBeInTheDocument();
    expect(within(pizza).getByText('3,0/5')).toBeInTheDocument();
    expect(within(pizza).getByText('Nenhuma imagem de exemplo')).toBeInTheDocument();
    expect(within(pizza).getByText('Sem exemplos')).toBeInTheDocument();
    expect(within(pizza).queryByRole('img')).not.toBeInTheDocument();
    expect(within(pizza).getByRole('button', { name: 'Ativar Pizza Clássica' })).toBeInTheDocument();
  });

  it('checks the create form with the schema messages, then sends the template and says "Template criado com sucesso!"', async () => {
    const { user, fetchMock } = setup();
    const dialog = await openNewTemplate(user);
    expect(within(dialog).getByRole('combobox', { name: 'Categoria' })).toHaveValue('hamburguer');
    expect(within(dialog).getByRole('combobox', { name: 'Formato' })).toHaveValue('feed');
    expect(within(dialog).getByRole('combobox', { name: 'Estilo' })).toHaveValue('moderno');
    expect(within(within(dialog).getByRole('combobox', { name: 'Formato' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Feed (1080×1080)',
      'Stories (1080×1920)',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Criar Template' }));
    expect(await within(dialog).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Instruções são obrigatórias')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/admin/templates')).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: 'Nome' }), 'Açaí Tropical');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Categoria' }), 'Açaí');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Formato' }), 'Stories (1080×1920)');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Estilo' }), 'Elegante');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Instruções' }), INSTRUCTIONS);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Estratégia de cores (opcional)' }), 'Roxo e verde da marca');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Template' }));

    expect(await findToast('Template criado com sucesso!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/templates').map((c) => c.body)).toEqual([
      {
        name: 'Açaí Tropical',
        category: 'acai',
        format: 'stories',
        style: 'elegante',
        promptEnhancements: INSTRUCTIONS,
        colorStrategy: 'Roxo e verde da marca',
        layoutPreferences: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Açaí Tropical' })).toBeInTheDocument();
    expect(screen.getAllByTestId('template-card')[0]).toBe(cardOf('Açaí Tropical'));
  });

  it('shows "Erro ao criar template" with the server message and keeps what was typed', async () => {
    const { user } = setup({
      ...templatesServer([SMASH]),
      'POST /api/admin/templates': { status: 400, body: { error: 'invalid_input', message: 'Estilo inválido' } },
    });
    const dialog = await openNewTemplate(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Nome' }), 'Açaí Tropical');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Instruções' }), INSTRUCTIONS);
    await user.click(within(dialog).getByRole('button', { name: 'Criar Template' }));
    expect(await findToast('Erro ao criar template')).toBeInTheDocument();
    expect(await findToast('Estilo inválido')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Novo Template' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('Açaí Tropical');
    expect(within(dialog).getByRole('button', { name: 'Criar Template' })).toBeEnabled();
  });

  it('edits a template with its values filled in and says "Template atualizado!"', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('Smash Burger Neon');
    await user.click(within(cardOf('Smash Burger Neon')).getByRole('button', { name: 'Editar Smash Burger Neon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Template' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    const prompt = within(dialog).getByRole('textbox', { name: 'Melhorias de prompt' });
    expect(name).toHaveValue('Smash Burger Neon');
    expect(prompt).toHaveValue(SMASH.promptEnhancements);
    expect(within(dialog).getByRole('combobox', { name: 'Estilo' })).toHaveValue('vibrante');
    expect(within(dialog).getByRole('textbox', { name: 'Estratégia de cores (opcional)' })).toHaveValue('brand-dominant');

    await user.clear(prompt);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(dialog).findByText('Melhorias de prompt são obrigatórias')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/templates/smash')).toHaveLength(0);

    await fill(user, prompt, 'Hambúrguer à esquerda, preço em destaque.');
    await user.clear(name);
    await user.type(name, 'Smash Burger Dourado');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Formato' }), 'stories');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));

    expect(await findToast('Template atualizado!')).toBeInTheDocument();
    expect(await findToast('As alterações foram salvas com sucesso.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/templates/smash').map((c) => c.body)).toEqual([
      {
        name: 'Smash Burger Dourado',
        category: 'hamburguer',
        format: 'stories',
        style: 'vibrante',
        promptEnhancements: 'Hambúrguer à esquerda, preço em destaque.',
        colorStrategy: 'brand-dominant',
        layoutPreferences: null,
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Smash Burger Dourado' });
    expect(within(card).getByText('Stories (1080×1920)')).toBeInTheDocument();
  });

  it('shows "Erro ao atualizar template" with the server message', async () => {
    const { user } = setup({
      ...templatesServer([SMASH]),
      'PUT /api/admin/templates/smash': { status: 404, body: { error: 'not_found', message: 'Template não encontrado' } },
    });
    await screen.findByText('Smash Burger Neon');
    await user.click(within(cardOf('Smash Burger Neon')).getByRole('button', { name: 'Editar Smash Burger Neon' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await findToast('Erro ao atualizar template')).toBeInTheDocument();
    expect(await findToast('Template não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar Template' })).toBeInTheDocument();
  });

  it('deactivates and activates a template (PATCH) with "Template desativado/ativado com sucesso"', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('Smash Burger Neon');
    await user.click(within(cardOf('Smash Burger Neon')).getByRole('button', { name: 'Desativar Smash Burger Neon' }));
    expect(await findToast('Template desativado com sucesso')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/admin/templates/smash/active').map((c) => c.body)).toEqual([{ isActive: false }]);
    await waitFor(() => expect(within(cardOf('Smash Burger Neon')).getByText('Inativo')).toBeInTheDocument());
    expect(within(cardOf('Smash Burger Neon')).getByRole('button', { name: 'Ativar Smash Burger Neon' })).toBeInTheDocument();

    await user.click(within(cardOf('Pizza Clássica')).getByRole('button', { name: 'Ativar Pizza Clássica' }));
    expect(await findToast('Template ativado com sucesso')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/admin/templates/pizza/active').map((c) => c.body)).toEqual([{ isActive: true }]);
    await waitFor(() => expect(within(cardOf('Pizza Clássica')).getByText('Ativo')).toBeInTheDocument());
  });

  it('shows "Erro ao atualizar status" when the toggle fails, and the badge stays', async () => {
    const { user } = setup({
      ...templatesServer([SMASH]),
      'PATCH /api/admin/templates/smash/active': { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } },
    });
    await screen.findByText('Smash Burger Neon');
    await user.click(within(cardOf('Smash Burger Neon')).getByRole('button', { name: 'Desativar Smash Burger Neon' }));
    expect(await findToast('Erro ao atualizar status')).toBeInTheDocument();
    expect(within(cardOf('Smash Burger Neon')).getByText('Ativo')).toBeInTheDocument();
  });

  it('deletes a template only after "Confirmar exclusão" and says "Template excluído"', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('Smash Burger Neon');
    const excluir = within(cardOf('Pizza Clássica')).getByRole('button', { name: 'Excluir Pizza Clássica' });
    await user.click(excluir);
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirmar exclusão' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir o template "Pizza Clássica"? Esta ação não pode ser desfeita.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/admin/templates/pizza')).toHaveLength(0);
    expect(excluir).toHaveFocus();

    await user.click(excluir);
    dialog = await screen.findByRole('alertdialog', { name: 'Confirmar exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await findToast('Template excluído')).toBeInTheDocument();
    expect(await findToast('Template removido com sucesso')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/admin/templates/pizza')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pizza Clássica' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('template-card')).toHaveLength(1);
  });

  it('shows "Erro ao excluir template" with the server message and keeps the card', async () => {
    const { user } = setup({
      ...templatesServer([SMASH]),
      'DELETE /api/admin/templates/smash': { status: 404, body: { error: 'not_found', message: 'Template não encontrado' } },
    });
    await screen.findByText('Smash Burger Neon');
    await user.click(within(cardOf('Smash Burger Neon')).getByRole('button', { name: 'Excluir Smash Burger Neon' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await findToast('Erro ao excluir template')).toBeInTheDocument();
    expect(await findToast('Template não encontrado')).toBeInTheDocument();
    // The confirmation stays, so the admin can try again or cancel.
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cardOf('Smash Burger Neon')).toBeInTheDocument();
  });

  it('uploads the chosen images as multipart `images` parts, with removable previews and the count on the button', async () => {
    const created: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:${(blob as File).name}`;
      created.push(url);
      return url;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user, fetchMock } = setup();
    const dialog = await openUpload(user, 'Pizza Clássica');
    expect(within(dialog).getByText('JPG, PNG ou WEBP até 5MB, até 10 por envio.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Fazer Upload de 0 Imagem(ns)' }));
    expect(await findToast('Erro')).toBeInTheDocument();
    expect(await findToast('Selecione pelo menos uma imagem')).toBeInTheDocument();

    const input = within(dialog).getByTestId('template-examples-input');
    await user.upload(input, [makeImageFile('margherita.jpg'), makeImageFile('calabresa.png', { type: 'image/png' }), makeImageFile('quatro-queijos.webp', { type: 'image/webp' })]);
    expect(within(dialog).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Prévia de margherita.jpg',
      'Prévia de calabresa.png',
      'Prévia de quatro-queijos.webp',
    ]);
    expect(within(dialog).getByRole('img', { name: 'Prévia de calabresa.png' })).toHaveAttribute('src', 'blob:calabresa.png');
    expect(within(dialog).getByRole('button', { name: 'Fazer Upload de 3 Imagem(ns)' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remover calabresa.png' }));
    expect(within(dialog).queryByRole('img', { name: 'Prévia de calabresa.png' })).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith('blob:calabresa.png');
    await user.click(within(dialog).getByRole('button', { name: 'Fazer Upload de 2 Imagem(ns)' }));

    expect(await findToast('Upload concluído')).toBeInTheDocument();
    expect(await findToast('2 imagem(ns) adicionada(s) com sucesso')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/templates/pizza/examples')!;
    expect(init?.method).toBe('POST');
    const parts = (init?.body as FormData).getAll('images');
    expect(parts.map((part) => (part as File).name)).toEqual(['margherita.jpg', 'quatro-queijos.webp']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Every preview URL made was freed.
    expect(new Set(revoke.mock.calls.map(([url]) => url))).toEqual(new Set(created));

    const pizza = cardOf('Pizza Clássica');
    expect(await within(pizza).findByText('2 imagens de exemplo')).toBeInTheDocument();
    expect(within(pizza).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['novo-2.webp', 'novo-1.webp'].map(exampleUrl));
  });

  it('refuses files that are not images or exceed 5MB before sending anything', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openUpload(user, 'Pizza Clássica');
    await user.upload(within(dialog).getByTestId('template-examples-input'), [
      makeImageFile('cardapio.pdf', { type: 'application/pdf' }),
      makeImageFile('enorme.jpg', { bytes: TEMPLATE_IMAGE_MAX_BYTES + 1 }),
      makeImageFile('ok.jpg'),
    ]);
    expect(await findToast('Arquivo inválido - Por favor, selecione uma imagem.')).toBeInTheDocument();
    expect(await findToast('Arquivo muito grande - O tamanho máximo é 5MB.')).toBeInTheDocument();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('cardapio.pdf: Arquivo inválido - Por favor, selecione uma imagem.');
    expect(alert).toHaveTextContent('enorme.jpg: Arquivo muito grande - O tamanho máximo é 5MB.');
    expect(within(dialog).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Prévia de ok.jpg']);
    expect(within(dialog).getByRole('button', { name: 'Fazer Upload de 1 Imagem(ns)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/templates/pizza/examples')).toHaveLength(0);
  });

  it('shows "Erro no upload" with the server message and keeps the chosen images', async () => {
    const { user } = setup({
      ...templatesServer([PIZZA]),
      'POST /api/admin/templates/pizza/examples': { status: 415, body: { error: 'unsupported_media', message: 'Arquivo inválido - Por favor, selecione uma imagem.' } },
    });
    const dialog = await openUpload(user, 'Pizza Clássica');
    await user.upload(within(dialog).getByTestId('template-examples-input'), [makeImageFile('falsa.png', { type: 'image/png' })]);
    await user.click(within(dialog).getByRole('button', { name: 'Fazer Upload de 1 Imagem(ns)' }));
    expect(await findToast('Erro no upload')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload de Imagens' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Prévia de falsa.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fazer Upload de 1 Imagem(ns)' })).toBeEnabled();
  });

  it('"Gerar exemplo" asks the server for an example, shows it is working, keeps other cards usable and shows the new thumbnail', async () => {
    const server = templatesServer([SMASH, PIZZA]);
    const generation = deferred();
    const { user, fetchMock } = setup({
      ...server,
      'POST /api/admin/templates/pizza/example': async (request) => {
        const reply = await generation.reply;
        return reply.status ? reply : (server['POST /api/admin/templates/pizza/example'] as (r: typeof request) => MockReply)(request);
      },
    });
    await screen.findByText('Pizza Clássica');
    const pizza = cardOf('Pizza Clássica');
    await user.click(within(pizza).getByRole('button', { name: 'Gerar exemplo Pizza Clássica' }));

    const busy = await within(pizza).findByRole('button', { name: 'Gerando exemplo... Pizza Clássica' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(pizza).getByRole('button', { name: 'Editar Pizza Clássica' })).toBeEnabled();
    const smash = cardOf('Smash Burger Neon');
    expect(within(smash).getByRole('button', { name: 'Gerar exemplo Smash Burger Neon' })).toBeEnabled();
    expect(within(smash).getByRole('button', { name: 'Desativar Smash Burger Neon' })).toBeEnabled();
    const sent = callsTo(fetchMock, 'POST /api/admin/templates/pizza/example');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBeUndefined();

    generation.release({});
    expect(await findToast('Exemplo gerado')).toBeInTheDocument();
    expect(await findToast('Uma arte de exemplo foi adicionada ao template.')).toBeInTheDocument();
    expect(await within(pizza).findByRole('img', { name: 'Exemplo 1 de Pizza Clássica' })).toHaveAttribute('src', exampleUrl('gerado-pizza.png'));
    expect(within(pizza).queryByText('Sem exemplos')).not.toBeInTheDocument();
    expect(within(pizza).getByText('1 imagem de exemplo')).toBeInTheDocument();
    expect(within(pizza).getByRole('button', { name: 'Gerar exemplo Pizza Clássica' })).toBeEnabled();
  });

  it('shows "Erro ao gerar exemplo" with the server message when the engine fails', async () => {
    const { user } = setup({
      ...templatesServer([PIZZA]),
      'POST /api/admin/templates/pizza/example': { status: 503, body: { error: 'engine_busy', message: 'Estamos com muita demanda agora. Tente novamente em alguns segundos.' } },
    });
    await screen.findByText('Pizza Clássica');
    await user.click(within(cardOf('Pizza Clássica')).getByRole('button', { name: 'Gerar exemplo Pizza Clássica' }));
    expect(await findToast('Erro ao gerar exemplo')).toBeInTheDocument();
    expect(await findToast('Estamos com muita demanda agora. Tente novamente em alguns segundos.')).toBeInTheDocument();
    expect(within(cardOf('Pizza Clássica')).getByText('Sem exemplos')).toBeInTheDocument();
    expect(within(cardOf('Pizza Clássica')).getByRole('button', { name: 'Gerar exemplo Pizza Clássica' })).toBeEnabled();
  });

  it('shows "Erro ao carregar templates" when the list fails', async () => {
    setup({ 'GET /api/admin/templates': { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } } });
    expect(await findToast('Erro ao carregar templates')).toBeInTheDocument();
    expect(await findToast('Erro inesperado. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar templates');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('says when there is no template yet and offers "Novo Template"', async () => {
    const { user } = setup({ 'GET /api/admin/templates': { body: [] } });
    expect(await screen.findByText('Nenhum template cadastrado')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Novo Template' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Novo Template' })).toBeInTheDocument();
  });
});
