import type { ServerResponse } from 'node:http';
import { closeFakeServers, sendJson, startFakeServer } from '../../../../tests/helpers/fake-http-server.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { COPY_CTA_MAX, COPY_DESCRIPTION_MAX, COPY_TITLE_MAX } from '../../../engine/copy/copy.constants.ts';
import { suggestCopy } from '../../../engine/copy/copywriter.ts';
import {
  CopyLlmError,
  chatCompletionsUrl,
  createLlmCopywriter,
  suggestCopyWithFallback,
  type LlmCopyInput,
  type LlmCopywriterConfig,
} from './copy-llm.ts';

const API_KEY = 'sk-test-Copy-93kd-do-not-leak';
const MODEL = 'llama3.2:3b';

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string };
  seed?: number;
}


afterEach(closeFakeServers);


/** A chat completion whose message content is `content`. */
function completion(content: unknown) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: MODEL,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

const GOOD_COPY = { title: 'Olha o X-Bacon aí!', description: 'Impossível resistir! Por apenas R$ 29,90.', cta: 'Peça já!' };

const INPUT: LlmCopyInput = {
  category: 'hamburguer',
  style: 'vibrante',
  productName: 'X-Bacon',
  price: '29.9',
  seed: 7,
  templatePrompt: 'Cores saturadas de ketchup e mostarda, selo de preço grande e arredondado.',
};

function copywriter(overrides: Partial<LlmCopywriterConfig> & { baseUrl: string }) {
  return createLlmCopywriter({ apiKey: API_KEY, model: MODEL, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<CopyLlmError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CopyLlmError);
    const typed = error as CopyLlmError;
    // The key appears nowhere a log could pick it up.
    for (const text of [typed.message, String(typed), typed.stack ?? '', JSON.stringify(typed), String(typed.cause ?? '')]) {
      expect(text).not.toContain(API_KEY);
    }
    return typed;
  }
  throw new Error('expected the suggestion to fail');
}

describe('createLlmCopywriter', () => {
  it('posts a pt-BR chat request with the brief and returns the parsed copy', async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 200, completion(JSON.stringify(GOOD_COPY))));

    const copy = await copywriter({ baseUrl: fake.baseUrl }).suggest(INPUT);

    expect(copy).toEqual(GOOD_COPY);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers['content-type']).toBe('application/json');

    const body = JSON.parse(request.text) as ChatBody;
    expect(body.model).toBe(MODEL);
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.seed).toBe(7);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const [system, user] = body.messages;
    expect(system?.content).toContain('JSON');
    expect(system?.content).toContain('Não invente ingredientes');
    expect(system?.content).toContain(`até ${COPY_TITLE_MAX} caracteres`);
    expect(system?.content).toContain('elegante: refinado e sóbrio, sem gírias, sem emoji');
    expect(user?.content).toContain('Categoria: hamburguer (hamburgueria)');
    expect(user?.content).toContain('Estilo: vibrante');
    expect(user?.content).toContain('Produto: X-Bacon');
    expect(user?.content).toContain('Preço: R$ 29,90');
    expect(user?.content).toContain('selo de preço grande');
  });

  it('sends no authorization without a key, accepts a base URL ending in /v1 and a fenced answer', async () => {
    const fake = await startFakeServer((_req, res) =>
      sendJson(res, 200, completion(`\`\`\`json\n${JSON.stringify({ title: 'Hora da pizza', description: 'Uma fatia puxa a outra.', cta: 'Peça agora' })}\n\`\`\``)),
    );

    const llm = createLlmCopywriter({ baseUrl: `${fake.baseUrl}/v1/`, model: MODEL });
    const copy = await llm.suggest({ category: 'pizza', style: 'moderno' });

    expect(copy).toEqual({ title: 'Hora da pizza', description: 'Uma fatia puxa a outra.', cta: 'Peça agora' });
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBeUndefined();
    const body = JSON.parse(request.text) as ChatBody;
    expect(body.seed).toBeUndefined();
    expect(body.messages[1]?.content).toContain('Produto: não informado');
    expect(body.messages[1]?.content).toContain('Preço: sem preço');
    expect(body.messages[1]?.content).not.toContain('Direção de arte');
  });

  it('tolerates a remark around the JSON and Portuguese keys, and clips long fields at a word', async () => {
    const long = 'Açaí geladinho '.repeat(20).trim();
    const fake = await startFakeServer((_req, res) =>
      sendJson(res, 200, completion(`Claro! Aqui está:\n{"título": "${long}", "descrição": "${long}", "cta": "Peça agora mesmo pelo nosso WhatsApp"}\nBom apetite!`)),
    );

    const copy = await copywriter({ baseUrl: fake.baseUrl }).suggest({ category: 'acai', style: 'moderno', productName: 'Açaí 500ml' });

    expect(copy.title.length).toBeLessThanOrEqual(COPY_TITLE_MAX);
    expect(copy.description.length).toBeLessThanOrEqual(COPY_DESCRIPTION_MAX);
    expect(copy.cta.length).toBeLessThanOrEqual(COPY_CTA_MAX);
    expect(copy.title).toMatch(/^Açaí geladinho( Açaí geladinho)*( Açaí)?$/);
    expect(copy.cta).toBe('Peça agora mesmo pelo');
  });

  it('fails with an HTTP error, without the key the server echoed', async () => {
    const fake = await startFakeServer((_req, res) =>
      sendJson(res, 500, { error: { message: `Internal error for key ${API_KEY}` } }),
    );
    const error = await failure(copywriter({ baseUrl: fake.baseUrl }).suggest(INPUT));
    expect(error.reason).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toContain('[redacted]');
  });

  it('fails on 401 with the reason http', async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 401, { error: { message: `Incorrect API key provided: ${API_KEY}` } }));
    const error = await failure(copywriter({ baseUrl: fake.baseUrl }).suggest(INPUT));
    expect(error.reason).toBe('http');
    expect(error.status).toBe(401);
  });

  it('gives up after the timeout', async () => {
    const fake = await startFakeServer(() => {
      // never answers
    });
    const started = Date.now();
    const error = await failure(copywriter({ baseUrl: fake.baseUrl, timeoutMs: 150 }).suggest(INPUT));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails when nothing listens', async () => {
    const fake = await startFakeServer(() => undefined);
    await closeFakeServers();
    const error = await failure(copywriter({ baseUrl: fake.baseUrl }).suggest(INPUT));
    expect(error.reason).toBe('network');
  });

  it.each([
    ['an answer that is not JSON', (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway</html>')],
    ['no choices', (res: ServerResponse) => sendJson(res, 200, { choices: [] })],
    ['empty content', (res: ServerResponse) => sendJson(res, 200, completion(''))],
    ['content that is not JSON', (res: ServerResponse) => sendJson(res, 200, completion('Olha o X-Bacon aí! Peça já!'))],
    ['broken JSON', (res: ServerResponse) => sendJson(res, 200, completion('{"title": "Olha o X-Bacon", "description": '))],
    ['a missing field', (res: ServerResponse) => sendJson(res, 200, completion(JSON.stringify({ title: 'Olha o X-Bacon aí!', cta: 'Peça já!' })))],
    ['a blank field', (res: ServerResponse) => sendJson(res, 200, completion(JSON.stringify({ ...GOOD_COPY, title: '   ' })))],
    ['a field that is not text', (res: ServerResponse) => sendJson(res, 200, completion(JSON.stringify({ ...GOOD_COPY, cta: 42 })))],
    ['an array', (res: ServerResponse) => sendJson(res, 200, completion('[1, 2]'))],
  ])('fails as a bad response on %s', async (_label, reply) => {
    const fake = await startFakeServer((_req, res) => reply(res));
    const error = await failure(copywriter({ baseUrl: fake.baseUrl }).suggest(INPUT));
    expect(error.reason).toBe('bad-response');
  });

  it('rejects copy with claims the product name does not make, or a price nobody gave', async () => {
    const answers = [
      { ...GOOD_COPY, description: 'O melhor da cidade, por apenas R$ 29,90.' },
      { ...GOOD_COPY, description: 'Com cheddar cremoso, por apenas R$ 29,90.' },
    ];
    const fake = await startFakeServer((_req, res) => sendJson(res, 200, completion(JSON.stringify(answers.shift() ?? GOOD_COPY))));
    const llm = copywriter({ baseUrl: fake.baseUrl });
    expect((await failure(llm.suggest(INPUT))).reason).toBe('unsafe-copy');
    expect((await failure(llm.suggest(INPUT))).reason).toBe('unsafe-copy');
    expect((await failure(llm.suggest({ ...INPUT, price: null }))).reason).toBe('unsafe-copy');
    // Bacon is in the product's own name.
    const fine = await startFakeServer((_req, res) =>
      sendJson(res, 200, completion(JSON.stringify({ ...GOOD_COPY, description: 'Bacon em cada mordida, por apenas R$ 29,90.' }))),
    );
    expect((await copywriter({ baseUrl: fine.baseUrl }).suggest(INPUT)).description).toContain('Bacon');
  });

  it('needs a base URL and a model', () => {
    expect(() => createLlmCopywriter({ baseUrl: '', model: MODEL })).toThrow(/AI_TEXT_BASE_URL/);
    expect(() => createLlmCopywriter({ baseUrl: 'http://127.0.0.1:1', model: '' })).toThrow(/AI_TEXT_MODEL/);
  });

  it('builds the endpoint from any base URL', () => {
    expect(chatCompletionsUrl('https://api.openai.com')).toBe('https://api.openai.com/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1/chat/completions');
    expect(chatCompletionsUrl('http://localhost:11434/')).toBe('http://localhost:11434/v1/chat/completions');
    expect(chatCompletionsUrl('https://gateway.example/openai/v1/')).toBe('https://gateway.example/openai/v1/chat/completions');
  });
});

describe('suggestCopyWithFallback', () => {
  it("uses the model's copy when it answers well", async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 200, completion(JSON.stringify(GOOD_COPY))));
    expect(await suggestCopyWithFallback(INPUT, copywriter({ baseUrl: fake.baseUrl }))).toEqual(GOOD_COPY);
  });

  it('falls back to the local copywriter, same seed, and says why', async () => {
    const fake = await startFakeServer((_req, res) => sendJson(res, 503, { error: 'overloaded' }));
    const reasons: string[] = [];
    const copy = await suggestCopyWithFallback(INPUT, copywriter({ baseUrl: fake.baseUrl }), (error) => reasons.push(error.reason));
    expect(copy).toEqual(suggestCopy(INPUT));
    expect(reasons).toEqual(['http']);
  });

  it('uses the local copywriter when no model is configured', async () => {
    expect(await suggestCopyWithFallback(INPUT, null)).toEqual(suggestCopy(INPUT));
  });
});
