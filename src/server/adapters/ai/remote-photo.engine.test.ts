import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { enhancedPhotos, userCredits } from '../../db/schema/index.ts';
import { createRemotePhotoProvider } from './remote-photo.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { enhanceForm, makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { closeFakeServers, sendJson, startFakeServer, type Reply } from '../../../../tests/helpers/fake-http-server.ts';
import { createRemotePhotoEngineFrom } from './remote-photo.engine.ts';

interface GeminiBody {
  contents: { parts: { text?: string; inline_data?: { data: string } }[] }[];
}

/** Gemini's generateContent on 127.0.0.1: answers with an image, or a 500 while `mode.fail`. */
function geminiReply(mode: { fail: boolean }): Reply {
  return (_request, res) => {
    if (mode.fail) {
      sendJson(res, 500, { error: { message: 'overloaded' } });
      return;
    }
    void sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#b5651d' } })
      .png()
      .toBuffer()
      .then((png) => sendJson(res, 200, { candidates: [{ content: { parts: [{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }] } }] }));
  };
}

describe('Foto Pro with a remote generative provider', () => {
  const mode = { fail: false };
  let gemini: Awaited<ReturnType<typeof startFakeServer>>;
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    gemini = await startFakeServer(geminiReply(mode));
    const provider = createRemotePhotoProvider({ provider: 'gemini', apiKey: 'chave-de-teste', baseUrl: gemini.baseUrl });
    t = await createTestApp('pglite', {}, { remotePhoto: createRemotePhotoEngineFrom(provider) });
    photo = await makeDishPhoto({ width: 600, height: 450 });
  });
  afterAll(async () => {
    await t.close();
    await closeFakeServers();
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
    expect(request.headers['x-goog-api-key']).toBe('chave-de-teste');
    const parts = (JSON.parse(request.text) as GeminiBody).contents[0]!.parts;
    const prompt = parts.find((p) => p.text)!.text!;
    expect(prompt).toMatch(/45°/);
    expect(prompt.toLowerCase()).toContain('warm');
    // The provider gets the photo as it is stored: re-encoded without its metadata (strip-metadata.ts).
    const sent = await sharp(Buffer.from(parts.find((p) => p.inline_data)!.inline_data!.data, 'base64')).metadata();
    expect([sent.format, sent.width, sent.height, sent.exif]).toEqual(['jpeg', 600, 450, undefined]);
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
