// Generative image models (Gemini, OpenAI) behind one small interface, called with plain fetch.
// One request per photo, no retries: the caller refunds the reserved credit on any failure, and
// every failure is a RemotePhotoError whose message never contains the API key.

import { MSG } from '../../../shared/messages.ts';
import { sniffImageType } from '../../../shared/uploads.ts';
import { describeNetworkError, providerErrorMessage } from './provider-errors.ts';

export type RemotePhotoProviderName = 'gemini' | 'openai';
export type RemoteAspectRatio = '4:3' | '1:1';

export interface RemotePhotoInput {
  photo: Buffer;
  mimeType: string;
  prompt: string;
  aspectRatio: RemoteAspectRatio;
}

export interface RemotePhotoProvider {
  readonly name: RemotePhotoProviderName;
  /** The generated image's bytes (PNG, JPEG or WEBP, checked). */
  generate(input: RemotePhotoInput): Promise<Buffer>;
}

export interface RemotePhotoConfig {
  provider: RemotePhotoProviderName;
  apiKey: string;
  /** Another endpoint speaking the same API (a proxy, a gateway, a fake in tests). */
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
}

/** What went wrong, so the caller can pick the user's message without parsing ours ('no-image'
 * errors already carry the spec's "Nenhuma imagem foi gerada"). */
export type RemotePhotoFailure = 'http' | 'timeout' | 'network' | 'bad-response' | 'no-image';

export class RemotePhotoError extends Error {
  override readonly name = 'RemotePhotoError';
  readonly reason: RemotePhotoFailure;

  constructor(
    message: string,
    readonly status?: number,
    options?: { reason?: RemotePhotoFailure; cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.reason = options?.reason ?? (status === undefined ? 'bad-response' : 'http');
  }
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 60_000;
export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
export const GEMINI_DEFAULT_MODEL = 'gemini-2.5-flash-image';
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com';
export const OPENAI_DEFAULT_MODEL = 'gpt-image-1';
/** gpt-image sizes: 1536x1024 is its only landscape size, the closest to 4:3. */
export const OPENAI_SIZE: Record<RemoteAspectRatio, string> = { '4:3': '1536x1024', '1:1': '1024x1024' };
/** Provider error text quoted in our messages, in characters. */
const MAX_PROVIDER_DETAIL_CHARS = 300;

/** `base` without trailing slashes and without `apiVersion` when the operator already wrote it. */
function apiRoot(base: string, apiVersion: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith(`/${apiVersion}`) ? trimmed : `${trimmed}/${apiVersion}`;
}

class RemoteClient {
  constructor(
    private readonly providerName: RemotePhotoProviderName,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
  ) {}

  /** `text` with the API key blotted out and cut to a readable length. */
  private safe(text: string): string {
    const redacted = text.split(this.apiKey).join('[redacted]');
    return redacted.length > MAX_PROVIDER_DETAIL_CHARS ? `${redacted.slice(0, MAX_PROVIDER_DETAIL_CHARS)}…` : redacted;
  }

  fail(message: string, status?: number, options?: { reason?: RemotePhotoFailure; cause?: unknown }): RemotePhotoError {
    return new RemotePhotoError(this.safe(`${this.providerName}: ${message}`), status, options);
  }

  noImage(): RemotePhotoError {
    return new RemotePhotoError(MSG.noImageGenerated, undefined, { reason: 'no-image' });
  }

  /** POSTs and returns the parsed JSON of a 2xx answer; anything else throws RemotePhotoError. */
  async postJson(url: string, init: { headers: Record<string, string>; body: string | FormData }): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: controller.signal });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) {
        throw this.fail(`no answer within ${this.timeoutMs} ms`, undefined, { reason: 'timeout' });
      }
      throw this.fail(`request failed (${describeNetworkError(error)})`, undefined, { reason: 'network' });
    } finally {
      clearTimeout(timer);
    }
    if (status < 200 || status > 299) {
      const detail = providerErrorMessage(text);
      throw this.fail(`the provider answered ${status}${detail ? `: ${detail}` : ''}`, status, { reason: 'http' });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw this.fail('the provider answered with something that is not JSON', status, { reason: 'bad-response' });
    }
  }

  /** Decodes base64 image data and checks it really is an image. */
  decodeImage(base64: unknown): Buffer {
    if (typeof base64 !== 'string' || base64 === '') throw this.noImage();
    const bytes = Buffer.from(base64, 'base64');
    if (sniffImageType(bytes) === null) throw this.noImage();
    return bytes;
  }
}


/** The array, or nothing when a malformed answer put something else there. */
function asArray<T>(value: T[] | undefined): (T | undefined)[] {
  return Array.isArray(value) ? value : [];
}

interface GeminiPart {
  text?: string;
  inlineData?: { mimeType?: string; data?: string };
  inline_data?: { mime_type?: string; data?: string };
}
interface GeminiResponse {
  candidates?: { content?: { parts?: GeminiPart[] } }[];
}

class GeminiPhotoProvider implements RemotePhotoProvider {
  readonly name = 'gemini' as const;
  private readonly client: RemoteClient;
  private readonly url: string;

  constructor(private readonly config: RemotePhotoConfig) {
    this.client = new RemoteClient('gemini', config.apiKey, config.timeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS);
    const model = (config.model ?? GEMINI_DEFAULT_MODEL).replace(/^models\//, '');
    this.url = `${apiRoot(config.baseUrl ?? GEMINI_DEFAULT_BASE_URL, 'v1beta')}/models/${encodeURIComponent(model)}:generateContent`;
  }

  async generate(input: RemotePhotoInput): Promise<Buffer> {
    const body = {
      contents: [
        {
          parts: [{ text: input.prompt }, { inline_data: { mime_type: input.mimeType, data: input.photo.toString('base64') } }],
        },
      ],
      generationConfig: { responseModalities: ['IMAGE'], imageConfig: { aspectRatio: input.aspectRatio } },
    };
    const json = (await this.client.postJson(this.url, {
      headers: { 'content-type': 'application/json', 'x-goog-api-key': this.config.apiKey },
      body: JSON.stringify(body),
    })) as GeminiResponse | null;
    // The first image part of the first candidate that has one; text parts (a refusal, a remark) are skipped.
    for (const candidate of asArray(json?.candidates)) {
      for (const part of asArray(candidate?.content?.parts)) {
        const data = part?.inlineData?.data ?? part?.inline_data?.data;
        if (data) return this.client.decodeImage(data);
      }
    }
    throw this.client.noImage();
  }
}

interface OpenAiImageResponse {
  data?: { b64_json?: string }[];
}

class OpenAiPhotoProvider implements RemotePhotoProvider {
  readonly name = 'openai' as const;
  private readonly client: RemoteClient;
  private readonly url: string;

  constructor(private readonly config: RemotePhotoConfig) {
    this.client = new RemoteClient('openai', config.apiKey, config.timeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS);
    this.url = `${apiRoot(config.baseUrl ?? OPENAI_DEFAULT_BASE_URL, 'v1')}/images/edits`;
  }

  async generate(input: RemotePhotoInput): Promise<Buffer> {
    const form = new FormData();
    form.append('model', this.config.model ?? OPENAI_DEFAULT_MODEL);
    const extension = sniffImageType(input.photo) ?? 'png';
    form.append('image', new Blob([new Uint8Array(input.photo)], { type: input.mimeType }), `photo.${extension}`);
    form.append('prompt', input.prompt);
    form.append('size', OPENAI_SIZE[input.aspectRatio]);
    form.append('n', '1');
    // fetch sets the multipart content type with its boundary.
    const json = (await this.client.postJson(this.url, {
      headers: { authorization: `Bearer ${this.config.apiKey}` },
      body: form,
    })) as OpenAiImageResponse | null;
    return this.client.decodeImage(asArray(json?.data)[0]?.b64_json);
  }
}

export function createRemotePhotoProvider(config: RemotePhotoConfig): RemotePhotoProvider {
  if (!config.apiKey) throw new Error(`AI_API_KEY is required for AI_PROVIDER=${config.provider}`);
  switch (config.provider) {
    case 'gemini':
      return new GeminiPhotoProvider(config);
    case 'openai':
      return new OpenAiPhotoProvider(config);
    default: {
      const unknown: never = config.provider;
      throw new Error(`Unknown AI provider: ${String(unknown)}`);
    }
  }
}
