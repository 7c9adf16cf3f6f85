import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { enhancedPhotos, userCredits } from '../../db/schema/index.ts';
import { createRemotePhotoProvider } from '../../adapters/ai/remote-photo.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { enhanceForm, makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { createRemotePhotoEngineFrom } from './remote-photo.engine.ts';

/** A local stand-in for Gemini's generateContent: checks the request, answers with an image or an error. */
function fakeGemini(mode: { fail: boolean }) {
  const requests: { url: string; key: string | undefined; body: { contents: { parts: { text?: string; inline_data?: { data: string } }[] }[] } }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', async () => {
      requests.push({ url: req.url ?? '', key: req.headers['x-goog-api-key'] as string | undefined, body: JSON.parse(raw) });
      if (mode.fail) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      const png = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#b5651d' } }).png().toBuffer();
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ candidates: [{ content: { parts: [{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }] } }] }),
      );
    });
  });
  return { server, requests };
}

describe('Foto Pro with a remote generative provider', () => {
  const mode = { fail: false };
  const gemini = fakeGemini(mode);
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => gemini.server.listen(0, '127.0.0.1', resolve));
    const { port } = gemini.server.address() as AddressInfo;
    const provider = createRemotePhotoProvider({ provider: 'gemini', apiKey: 'chave-de-teste', baseUrl: `http://127.0.0.1:${port}` });
    t = await createTestApp('pglite', {}, { remotePhoto: createRemotePhotoEngineFrom(provider) });
    photo = await makeDishPhoto({ width: 600, height: 450 });
  });
  afterAll(async () => {
    await t.close();
    gemini.server.close();
  });

  const enhance = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/photos/enhance',
      headers: { origin: ORIGIN, cookie },
      payload: enhanceForm(photo, { platform: 'ifood', style: 'premium', scenarioType: 'ai-create' }),
    });

  it('sends the photo and a prompt for the style and the iFood 45° angle, and frames the answer 1200×900', async () => {
    const user = await signUp(t.app);
    const response = await enhance(user.cookie);
    expect(response.statusCode).toBe(201);
    const request = gemini.requests.at(-1)!;
    expect(request.key).toBe('chave-de-teste');
    const parts = request.body.contents[0]!.parts;
    const prompt = parts.find((p) => p.text)!.text!;
    expect(prompt).toMatch(/45°/);
    expect(prompt.toLowerCase()).toContain('warm');
    expect(Buffer.from(parts.find((p) => p.inline_data)!.inline_data!.data, 'base64').equals(photo)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: response.json().enhancedPhotoUrl });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
    expect(response.json().cutoutUrl).toBeNull();
  });

  it('shows "Erro ao melhorar a foto. Tente novamente." and refunds when the provider fails', async () => {
    mode.fail = true;
    const user = await signUp(t.app);
    const response = await enhance(user.cookie);
    mode.fail = false;
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(MSG.enhanceError);
    const [credits] = await t.database.db.select().from(userCredits).where(eq(userCredits.userId, user.id));
    expect(credits?.creditsRemaining).toBe(3);
    expect(await t.database.db.select().from(enhancedPhotos).where(eq(enhancedPhotos.userId, user.id))).toHaveLength(0);
  });
});
