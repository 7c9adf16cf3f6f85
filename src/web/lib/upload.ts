// Multipart uploads that report progress. fetch cannot observe the request body being sent, so these
// go through XMLHttpRequest; errors are the same ApiError as api-client's.
import { toApiError } from './api-client';

/** The request never got an HTTP answer (offline, connection reset). */
export class NetworkError extends Error {
  constructor() {
    super('Network request failed');
    this.name = 'NetworkError';
  }
}

export type UploadOptions = {
  headers?: Record<string, string>;
  /** Called with the fraction of the body sent, from 0 to 1 (1 once the upload is complete). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return text;
}

/** POSTs `form` to `path` (same origin, with the session cookie) and resolves with the parsed JSON answer. */
export function postFormWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { headers = {}, onUploadProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The request was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.upload.addEventListener('load', () => onUploadProgress?.(1));
    xhr.addEventListener('load', () => {
      const data = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(toApiError(xhr.status, data));
    });
    xhr.addEventListener('error', () => reject(new NetworkError()));
    xhr.addEventListener('timeout', () => reject(new NetworkError()));
    xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A dropped connection is retried once, after this pause, with the same Idempotency-Key. */
export const NETWORK_RETRY_DELAY_MS = 1_000;

export type GenerationUploadOptions = {
  /** One key per click of a "Gerar" button; the automatic retry reuses it, so the server works (and charges) once. */
  idempotencyKey: string;
  onUploadProgress?: (fraction: number) => void;
};

/** POSTs a generation request (multipart with files) and resolves with the raw JSON answer. */
export async function postGenerationForm(path: string, form: FormData, options: GenerationUploadOptions): Promise<unknown> {
  const send = () =>
    postFormWithProgress<unknown>(path, form, {
      headers: { 'Idempotency-Key': options.idempotencyKey },
      onUploadProgress: options.onUploadProgress,
    });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, NETWORK_RETRY_DELAY_MS));
    return send();
  }
}
