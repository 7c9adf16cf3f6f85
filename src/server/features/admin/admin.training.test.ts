// "Dados de Treinamento" through the admin API: both creation modes with the spec's tags, description
// and messages (images checked before the text), colours checked and deduped, the filters' counts,
// the inline edit that ignores a blank description, toggle, and a delete that removes only the
// example's own files.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { createTestApp, signUpAdmin, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { ADMIN_PREFIX } from './admin.routes.ts';

interface Example {
  id: string;
  logoUrl: string;
  productUrl: string;
  generatedArtUrl: string;
  description: string;
  tags: string[];
  brandColors: string[];
  isActive: boolean;
  category: string;
  style: string;
  quality: string;
  notes: string | null;
}

const png = (color: string) => sharp({ create: { width: 48, height: 48, channels: 3, background: color } }).png().toBuffer();

function form(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of Object.entries(files)) body.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  return body;
}

describe.each(testDrivers())('admin training examples on %s', (driver) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(driver);
    headers = (await signUpAdmin(t)).headers;
  });
  afterAll(() => t.close());

  const create = (body: FormData) => t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/training-examples`, headers, payload: body });
  const list = async (status = 'all') => {
    const response = await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/training-examples?status=${status}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Example[]; counts: { all: number; active: number; inactive: number } };
  };
  const stored = (url: string) => t.storage.get(t.storage.keyOf(url)!);

  it('creates a generated example with its three images, the defaults and tag user-created', async () => {
    const response = await create(
      form(
        { mode: 'generated', description: 'Post de combo com fundo vermelho', brandColors: JSON.stringify(['#EA580C', 'rgb(0, 0, 0)', '#ea580c']), notes: 'Boa hierarquia' },
        { logo: await png('#ff0000'), product: await png('#00ff00'), art: await png('#0000ff') },
      ),
    );
    expect(response.statusCode).toBe(201);
    const example = response.json() as Example;
    expect(example).toMatchObject({
      description: 'Post de combo com fundo vermelho',
      tags: ['user-created'],
      brandColors: ['#ea580c', 'rgb(0, 0, 0)'],
      category: 'food',
      style: 'moderno',
      quality: 'bom',
      notes: 'Boa hierarquia',
      isActive: true,
    });
    const urls = [example.logoUrl, example.productUrl, example.generatedArtUrl];
    expect(new Set(urls).size).toBe(3);
    for (const url of urls) {
      expect(url).toMatch(/\/storage\/foodart\/training-examples\//);
      expect(await stored(url)).not.toBeNull();
    }
    // The images are what was sent (blue art), re-encoded without metadata.
    const art = await stored(example.generatedArtUrl);
    const { dominant } = await sharp(art!.body).stats();
    expect(dominant.b).toBeGreaterThan(200);
  });

  it('creates an external reference: one image in all three places, its description and tag', async () => {
    const response = await create(form({ mode: 'external', brandColors: '["#112233"]', category: 'bebidas', quality: 'excelente' }, { image: await png('#ffcc00') }));
    expect(response.statusCode).toBe(201);
    const example = response.json() as Example;
    expect(example).toMatchObject({ description: 'Referência externa', tags: ['external-reference'], category: 'bebidas', quality: 'excelente', brandColors: ['#112233'] });
    expect(example.logoUrl).toBe(example.generatedArtUrl);
    expect(example.productUrl).toBe(example.generatedArtUrl);
  });

  it.each([
    ['generated without the art', { mode: 'generated', description: 'x', brandColors: '["#000000"]' }, ['logo', 'product'], MSG.trainingImagesRequired],
    ['generated without a description', { mode: 'generated', description: '  ', brandColors: '["#000000"]' }, ['logo', 'product', 'art'], MSG.trainingDescriptionAndColorRequired],
    ['generated without colours', { mode: 'generated', description: 'Arte', brandColors: '[]' }, ['logo', 'product', 'art'], MSG.trainingDescriptionAndColorRequired],
    ['external without the image', { mode: 'external', brandColors: '["#000000"]' }, [], MSG.trainingReferenceRequired],
    ['external without colours', { mode: 'external', brandColors: '[]' }, ['image'], MSG.trainingColorRequired],
    ['a colour that is not one', { mode: 'external', brandColors: '["laranja"]' }, ['image'], MSG.trainingColorInvalid],
    ['an rgb() out of range', { mode: 'external', brandColors: '["rgb(300, 0, 0)"]' }, ['image'], MSG.trainingColorInvalid],
    ['an unknown quality', { mode: 'external', brandColors: '["#000000"]', quality: 'ótima' }, ['image'], MSG.trainingQualityInvalid],
    ['an unknown mode', { mode: 'misto', brandColors: '["#000000"]' }, ['image'], MSG.trainingModeInvalid],
  ])('refuses %s with its message and keeps nothing', async (_label, fields, files, message) => {
    const before = await list();
    const images = Object.fromEntries(await Promise.all(files.map(async (name) => [name, await png('#808080')] as const)));
    const response = await create(form(fields as Record<string, string>, images));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await list()).counts.all).toBe(before.counts.all);
  });

  it('refuses a file that is not an image (415) and stores nothing', async () => {
    const before = await list();
    const body = form({ mode: 'external', brandColors: '["#000000"]' });
    body.append('image', new Blob(['não é imagem'], { type: 'image/png' }), 'falso.png');
    const response = await create(body);
    expect(response.statusCode).toBe(415);
    expect((await list()).counts.all).toBe(before.counts.all);
  });

  it('filters Ativos / Inativos with counts over all, edits inline, toggles and deletes with its files', async () => {
    const created = (await (await create(form({ mode: 'external', brandColors: '["#445566"]' }, { image: await png('#445566') }))).json()) as Example;
    const url = `${ADMIN_PREFIX}/training-examples/${created.id}`;

    const edit = await t.app.inject({ method: 'PUT', url, headers, payload: { description: '   ', notes: 'Cores frias', quality: 'regular', tags: ['frio', 'bebida'] } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ description: 'Referência externa', notes: 'Cores frias', quality: 'regular', tags: ['frio', 'bebida'] });
    const ruim = await t.app.inject({ method: 'PUT', url, headers, payload: { quality: 'ruim' } });
    expect(ruim.json()).toMatchObject({ message: MSG.trainingQualityInvalid });

    const toggled = await t.app.inject({ method: 'PATCH', url: `${url}/active`, headers, payload: { isActive: false } });
    expect(toggled.json()).toMatchObject({ isActive: false });
    const all = await list();
    const inactive = await list('inactive');
    const active = await list('active');
    expect(inactive.items.map((e) => e.id)).toContain(created.id);
    expect(active.items.map((e) => e.id)).not.toContain(created.id);
    expect(all.counts).toEqual(active.counts);
    expect(all.counts.all).toBe(all.counts.active + all.counts.inactive);
    expect(all.counts.inactive).toBe(inactive.items.length);
    expect(all.items[0]!.id).toBe(created.id);

    const key = t.storage.keyOf(created.generatedArtUrl)!;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect(await t.storage.get(key)).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url, headers });
    expect(again.json()).toEqual({ error: 'not_found', message: MSG.adminTrainingNotFound });
  });
});
