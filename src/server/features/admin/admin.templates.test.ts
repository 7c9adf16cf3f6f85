// "Gerenciamento de Templates" through the admin API: create with the spec's defaults and messages,
// edit, toggle (the public catalogue follows at once), example uploads appended in order, and a delete
// that removes the stored examples.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { createTestApp, signUpAdmin, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { ADMIN_PREFIX } from './admin.routes.ts';

const TEMPLATE = { name: 'Burger Noturno', format: 'feed', promptEnhancements: 'Fundo escuro, luz de néon e tipografia grossa.', colorStrategy: '  ', layoutPreferences: 'Produto à esquerda' };

function multipart(files: Array<{ bytes: Buffer; filename: string; type: string }>) {
  const boundary = '----foodart-templates-test';
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDrivers())('admin templates on %s', (driver) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(driver);
    headers = (await signUpAdmin(t)).headers;
  });
  afterAll(() => t.close());

  it('creates a template with the defaults, edits it, and toggles it out of and back into the public catalogue', async () => {
    const created = await t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/templates`, headers, payload: TEMPLATE });
    expect(created.statusCode).toBe(201);
    const template = created.json() as { id: string };
    expect(template).toMatchObject({ category: 'hamburguer', style: 'moderno', isActive: true, usageCount: 0, averageRating: 0, exampleUrls: [], colorStrategy: null, layoutPreferences: 'Produto à esquerda' });
    const publicIds = async () => ((await t.app.inject({ method: 'GET', url: '/api/templates' })).json() as Array<{ id: string }>).map((x) => x.id);
    expect(await publicIds()).toContain(template.id);

    const edited = await t.app.inject({ method: 'PUT', url: `${ADMIN_PREFIX}/templates/${template.id}`, headers, payload: { ...TEMPLATE, name: 'Burger da Madrugada', style: 'vibrante' } });
    expect(edited.json()).toMatchObject({ name: 'Burger da Madrugada', style: 'vibrante' });
    await t.app.inject({ method: 'PATCH', url: `${ADMIN_PREFIX}/templates/${template.id}/active`, headers, payload: { isActive: false } });
    expect(await publicIds()).not.toContain(template.id);
    await t.app.inject({ method: 'PATCH', url: `${ADMIN_PREFIX}/templates/${template.id}/active`, headers, payload: { isActive: true } });
    expect(await publicIds()).toContain(template.id);
  });

  it.each([
    ['POST', { name: ' ' }, MSG.templateNameRequired],
    ['POST', { promptEnhancements: '' }, MSG.templateInstructionsRequired],
    ['PUT', { promptEnhancements: '' }, MSG.templatePromptRequired],
    ['POST', { format: 'banner' }, MSG.artFormatInvalid],
    ['POST', { category: 'sushi' }, MSG.invalidCategory],
  ])('%s refuses %o with its message', async (method, change, message) => {
    const [first] = (await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/templates`, headers })).json() as Array<{ id: string }>;
    const url = method === 'POST' ? `${ADMIN_PREFIX}/templates` : `${ADMIN_PREFIX}/templates/${first!.id}`;
    const response = await t.app.inject({ method: method as 'POST' | 'PUT', url, headers, payload: { ...TEMPLATE, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_input', message });
  });

  it('appends uploaded examples in order, refuses a non-image, and deletes the template with its files', async () => {
    const template = (await t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/templates`, headers, payload: { ...TEMPLATE, name: 'Com exemplos' } })).json() as { id: string };
    const png = (color: string) => sharp({ create: { width: 40, height: 40, channels: 3, background: color } }).png().toBuffer();
    const upload = (files: Array<{ bytes: Buffer; filename: string; type: string }>) => {
      const body = multipart(files);
      return t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/templates/${template.id}/examples`, headers: { ...headers, ...body.headers }, payload: body.payload });
    };
    const stored = await upload([
      { bytes: await png('#ff0000'), filename: 'a.png', type: 'image/png' },
      { bytes: await png('#00ff00'), filename: 'b.png', type: 'image/png' },
    ]);
    expect(stored.statusCode).toBe(200);
    const urls = (stored.json() as { exampleUrls: string[] }).exampleUrls;
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/\/storage\/foodart\/template-examples\//);
    const keys = urls.map((url) => t.storage.keyOf(url)!);
    for (const key of keys) expect(await t.storage.get(key)).not.toBeNull();

    const text = await upload([{ bytes: Buffer.from('texto'), filename: 'a.txt', type: 'text/plain' }]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'unsupported_media_type', message: MSG.notAnImage });

    const del = await t.app.inject({ method: 'DELETE', url: `${ADMIN_PREFIX}/templates/${template.id}`, headers });
    expect(del.statusCode).toBe(204);
    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: `${ADMIN_PREFIX}/templates/${template.id}`, headers });
    expect(again.json()).toEqual({ error: 'not_found', message: MSG.adminTemplateNotFound });
  });

  it('"Gerar exemplo" renders an art for a template without examples and appends it', async () => {
    const template = (await t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/templates`, headers, payload: { ...TEMPLATE, name: 'Sem exemplo', format: 'stories', category: 'acai' } })).json() as { id: string };
    const response = await t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/templates/${template.id}/example`, headers });
    expect(response.statusCode).toBe(200);
    const [url, ...rest] = (response.json() as { exampleUrls: string[] }).exampleUrls;
    expect(rest).toEqual([]);
    expect(url).toMatch(/\/storage\/foodart\/template-examples\/.+\.jpg$/);
    const image = await t.storage.get(t.storage.keyOf(url!)!);
    const meta = await sharp(image!.body).metadata();
    // A stories art (9:16) at the cards' width, not a blank placeholder.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 540, 960]);
    const stats = await sharp(image!.body).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(20);
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/templates?category=acai' })).json() as Array<{ id: string; exampleUrls: string[] }>;
    expect(publicList.find((x) => x.id === template.id)?.exampleUrls).toEqual([url]);

    const missing = await t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/templates/00000000-0000-4000-8000-000000000000/example`, headers });
    expect(missing.json()).toEqual({ error: 'not_found', message: MSG.adminTemplateNotFound });
  });
});
