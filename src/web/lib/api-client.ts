// The one way the browser talks to the server: same-origin fetch with the session cookie, JSON in and out.
// Every non-2xx answer becomes an ApiError carrying the server's `{ error, message }`.

export class ApiError extends Error {
  readonly status: number;
  /** Machine-readable code from the server body (`error`), or `http_<status>` when there was none. */
  readonly code: string;
  /** The pt-BR text the server sent, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, code: string, serverMessage: string | undefined) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

/** What to show the user for a failed call: the server's message when it gave one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export type RequestOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field.length > 0 ? field : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return text;
}

async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(path, { method, headers, body: payload, credentials: 'include', signal: options.signal });
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

/** The ApiError for a non-2xx answer whose parsed body is `data` (also used by XMLHttpRequest uploads). */
export function toApiError(status: number, data: unknown): ApiError {
  // Our server answers `{ error, message }`; better-auth's own answers may say `code` instead of `error`.
  const code = readString(data, 'error') ?? readString(data, 'code') ?? `http_${status}`;
  return new ApiError(status, code, readString(data, 'message'));
}

/** Anything with zod's `parse`: a schema, possibly loaded on demand. */
export type Parser<T> = { parse: (value: unknown) => T };

/**
 * GETs `path` and checks the answer with a schema that loads alongside the request, for the calls of
 * the first screen: their schemas (and zod) are then not part of the landing's initial JS.
 */
export async function getChecked<T>(path: string, loadSchema: () => Promise<Parser<T>>, options?: RequestOptions): Promise<T> {
  const [body, schema] = await Promise.all([request<unknown>('GET', path, undefined, options), loadSchema()]);
  return schema.parse(body);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
