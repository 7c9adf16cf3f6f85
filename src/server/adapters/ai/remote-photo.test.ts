import type { ServerResponse } from 'node:http';
import { closeFakeServers, sendJson, startFakeServer, type RecordedRequest } from '../../../../tests/helpers/fake-http-server.ts';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPhotoPrompt, photoAspectRatio } from './photo-prompt.ts';
import { MSG } from '../../../shared/messages.ts';
import { RemotePhotoError, createRemotePhotoProvider, type RemotePhotoConfig } from './remote-photo.ts';

const API_KEY = 'test-key-Zq81-do-not-leak';


afterEach(closeFakeServers);


/** The multipart body as the provider would read it. */
async function readForm(request: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}

let photo: Buffer;
let generatedPng: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c0703a' } }).jpeg().toBuffer();
  generatedPng = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#f5e6d3' } }).png().toBuffer();
});

function ifoodPremiumInput() {
  const prompt = buildPhotoPrompt({ style: 'premium', platform: 'ifood' });
  return { photo, mimeType: 'image/jpeg', prompt, aspectRatio: photoAspectRatio('ifood') };
}

function squareMinimalInput() {
  const prompt = buildPhotoPrompt({ style: 'minimal', platform: 'rappi', scenarioPrompt: 'Bancada de mármore branco com luz suave da manhã.' });
  return { photo, mimeType: 'image/jpeg', prompt, aspectRatio: photoAspectRatio('rappi') };
}

function provider(config: Omit<RemotePhotoConfig, 'apiKey'> & { apiKey?: string }) {
  return createRemotePhotoProvider({ apiKey: API_KEY, ...config });
}

/** Runs `generate`, expecting a RemotePhotoError, and returns it. */
async function failure(promise: Promise<unknown>): Promise<RemotePhotoError> {
  const error = await promise.then(
    () => {
      throw new Error('expected generate to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemotePhotoError);
  const remote = error as RemotePhotoError;
  expect(remote.message).not.toContain(API_KEY);
  expect(String(remote.stack)).not.toContain(API_KEY);
  return remote;
}

const geminiImage = (data: string) => ({
  candidates: [{ content: { role: 'model', parts: [{ text: 'Aqui está.' }, { inlineData: { mimeType: 'image/png', data } }] } }],
});
const openaiImage = (b64: string) => ({ created: 1, data: [{ b64_json: b64 }] });

describe('gemini provider', () => {
  it('sends the prompt, the photo and the aspect ratio to generateContent and returns the image', async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 200, geminiImage(generatedPng.toString('base64'))));
    const gemini = provider({ provider: 'gemini', baseUrl: fake.baseUrl });
    expect(gemini.name).toBe('gemini');

    const input = ifoodPremiumInput();
    const image = await gemini.generate(input);

    expect(image.equals(generatedPng)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
    expect(request.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['content-type']).toContain('application/json');

    const body = JSON.parse(request.body.toString('utf8'));
    const parts = body.contents[0].parts;
    expect(parts[0].text).toBe(input.prompt);
    expect(parts[0].text).toContain('45°');
    expect(parts[0].text).toContain('deeper contrast');
    expect(parts[1].inline_data.mime_type).toBe('image/jpeg');
    expect(Buffer.from(parts[1].inline_data.data, 'base64').equals(photo)).toBe(true);
    expect(body.generationConfig).toEqual({ responseModalities: ['IMAGE'], imageConfig: { aspectRatio: '4:3' } });
  });

  it('uses the configured model, accepts a base URL that already names the API version, and reads inline_data', async () => {
    const fake = await startFakeServer((_req, res) =>
      sendJson(res, 200, { candidates: [{ content: { parts: [{ inline_data: { mime_type: 'image/png', data: generatedPng.toString('base64') } }] } }] }),
    );
    const gemini = provider({ provider: 'gemini', baseUrl: `${fake.baseUrl}/v1beta/`, model: 'gemini-3-pro-image-preview' });

    const image = await gemini.generate(squareMinimalInput());

    expect(image.equals(generatedPng)).toBe(true);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1beta/models/gemini-3-pro-image-preview:generateContent');
    const body = JSON.parse(request.body.toString('utf8'));
    expect(body.generationConfig.imageConfig.aspectRatio).toBe('1:1');
    expect(body.contents[0].parts[0].text).toContain('Bancada de mármore branco');
    expect(body.contents[0].parts[0].text).toContain('airy light-coloured background');
  });

  it('accepts a WEBP or JPEG answer as an image', async () => {
    for (const bytes of [await sharp(generatedPng).webp().toBuffer(), await sharp(generatedPng).jpeg().toBuffer()]) {
      const fake = await startFakeServer((_req, res) => sendJson(res, 200, geminiImage(bytes.toString('base64'))));
      const image = await provider({ provider: 'gemini', baseUrl: fake.baseUrl }).generate(ifoodPremiumInput());
      expect(image.equals(bytes)).toBe(true);
    }
  });

  it('fails with the status when the provider answers 500', async () => {
    const fake = await startFakeServer((_req, res) =>
      sendJson(res, 500, { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } }),
    );
    const error = await failure(provider({ provider: 'gemini', baseUrl: fake.baseUrl }).generate(ifoodPremiumInput()));
    expect(error.status).toBe(500);
    expect(error.reason).toBe('http');
    expect(error.message).toContain('Internal error encountered.');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails with "Nenhuma imagem foi gerada" when the answer has only text', async () => {
    const fake = await startFakeServer((_req, res) =>
      sendJson(res, 200, { candidates: [{ content: { parts: [{ text: 'Não posso editar esta imagem.' }] }, finishReason: 'STOP' }] }),
    );
    const error = await failure(provider({ provider: 'gemini', baseUrl: fake.baseUrl }).generate(ifoodPremiumInput()));
    expect(error.message).toBe(MSG.noImageGenerated);
    expect(error.reason).toBe('no-image');
  });

  it('fails with "Nenhuma imagem foi gerada" when the prompt is blocked (no candidates)', async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 200, { promptFeedback: { blockReason: 'SAFETY' } }));
    const error = await failure(provider({ provider: 'gemini', baseUrl: fake.baseUrl }).generate(ifoodPremiumInput()));
    expect(error.message).toBe(MSG.noImageGenerated);
  });

  it('fails with "Nenhuma imagem foi gerada" when the image data is not an image', async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 200, geminiImage(Buffer.from('definitely not a picture').toString('base64'))));
    const error = await failure(provider({ provider: 'gemini', baseUrl: fake.baseUrl }).generate(ifoodPremiumInput()));
    expect(error.message).toBe(MSG.noImageGenerated);
  });

  it('fails when the 200 answer is not JSON', async () => {
    const fake = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>gateway</html>');
    });
    const error = await failure(provider({ provider: 'gemini', baseUrl: fake.baseUrl }).generate(ifoodPremiumInput()));
    expect(error.reason).toBe('bad-response');
  });

  it('gives up after the timeout', async () => {
    const fake = await startFakeServer(() => {
      // never answers
    });
    const started = Date.now();
    const error = await failure(provider({ provider: 'gemini', baseUrl: fake.baseUrl, timeoutMs: 150 }).generate(ifoodPremiumInput()));
    expect(error.reason).toBe('timeout');
    expect(error.status).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('openai provider', () => {
  it('sends a multipart edit with the photo, prompt, model and size and returns the image', async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 200, openaiImage(generatedPng.toString('base64'))));
    const openai = provider({ provider: 'openai', baseUrl: fake.baseUrl });
    expect(openai.name).toBe('openai');

    const input = ifoodPremiumInput();
    const image = await openai.generate(input);

    expect(image.equals(generatedPng)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/images/edits');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    const form = await readForm(request);
    expect(form.get('model')).toBe('gpt-image-1');
    // multipart/form-data encoding (WHATWG) turns the prompt's line breaks into CRLF.
    expect(String(form.get('prompt')).replace(/\r\n/g, '\n')).toBe(input.prompt);
    expect(form.get('prompt')).toContain('45°');
    expect(form.get('size')).toBe('1536x1024');
    expect(form.get('n')).toBe('1');
    const file = form.get('image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).type).toBe('image/jpeg');
    expect((file as File).name).toBe('photo.jpg');
    expect(Buffer.from(await (file as File).arrayBuffer()).equals(photo)).toBe(true);
  });

  it('asks for a square image for 1:1 platforms with the configured model and a base URL ending in /v1', async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 200, openaiImage(generatedPng.toString('base64'))));
    const openai = provider({ provider: 'openai', baseUrl: `${fake.baseUrl}/v1`, model: 'gpt-image-1-mini' });

    await openai.generate({ ...squareMinimalInput(), photo: generatedPng, mimeType: 'image/png' });

    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/images/edits');
    const form = await readForm(request);
    expect(form.get('model')).toBe('gpt-image-1-mini');
    expect(form.get('size')).toBe('1024x1024');
    expect(form.get('prompt')).toContain('soft diffused light');
    expect((form.get('image') as File).name).toBe('photo.png');
  });

  it('fails with the status when the provider answers 500', async () => {
    const fake = await startFakeServer((_req, res) =>
      sendJson(res, 500, { error: { message: 'The server had an error while processing your request.', type: 'server_error' } }),
    );
    const error = await failure(provider({ provider: 'openai', baseUrl: fake.baseUrl }).generate(ifoodPremiumInput()));
    expect(error.status).toBe(500);
    expect(error.message).toContain('The server had an error');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails with "Nenhuma imagem foi gerada" when the answer has no b64_json', async () => {
    for (const body of [{ data: [] }, { data: [{ url: 'https://example.test/x.png' }] }, {}, { data: 'nope' }]) {
      const fake = await startFakeServer((_req, res) => sendJson(res, 200, body));
      const error = await failure(provider({ provider: 'openai', baseUrl: fake.baseUrl }).generate(ifoodPremiumInput()));
      expect(error.message).toBe(MSG.noImageGenerated);
    }
  });

  it('fails with "Nenhuma imagem foi gerada" when b64_json decodes to garbage', async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 200, openaiImage('%%%not-base64%%%')));
    const error = await failure(provider({ provider: 'openai', baseUrl: fake.baseUrl }).generate(ifoodPremiumInput()));
    expect(error.message).toBe(MSG.noImageGenerated);
  });

  it('gives up after the timeout', async () => {
    const fake = await startFakeServer((_req, res) => {
      // headers sent, body never finished
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":');
    });
    const error = await failure(provider({ provider: 'openai', baseUrl: fake.baseUrl, timeoutMs: 150 }).generate(ifoodPremiumInput()));
    expect(error.reason).toBe('timeout');
  });
});

describe('API key', () => {
  it('never appears in an error, even when the provider echoes it', async () => {
    const echo = (req: RecordedRequest, res: ServerResponse) =>
      sendJson(res, 401, { error: { message: `Incorrect API key provided: ${API_KEY}. Headers: ${JSON.stringify(req.headers)}` } });
    for (const name of ['gemini', 'openai'] as const) {
      const fake = await startFakeServer(echo);
      const error = await failure(provider({ provider: name, baseUrl: fake.baseUrl }).generate(ifoodPremiumInput()));
      expect(error.status).toBe(401);
      expect(error.message).toContain('[redacted]');
    }
  });

  it('never appears in a network error', async () => {
    const fake = await startFakeServer((_req, res) => res.end());
    const closedUrl = fake.baseUrl;
    await closeFakeServers();
    for (const name of ['gemini', 'openai'] as const) {
      const error = await failure(provider({ provider: name, baseUrl: closedUrl }).generate(ifoodPremiumInput()));
      expect(error.reason).toBe('network');
      expect(error.status).toBeUndefined();
    }
  });

  it('is required', () => {
    expect(() => createRemotePhotoProvider({ provider: 'openai', apiKey: '' })).toThrow(/AI_API_KEY/);
  });
});
