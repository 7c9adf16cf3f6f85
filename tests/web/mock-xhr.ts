// A fake XMLHttpRequest for component tests of uploads: `mockXhr(handler)` answers every request with
// what `handler` returns, after reporting the upload as sent (held halfway until `uploadGate` settles,
// when given). Returns the requests made.
import { vi } from 'vitest';

export type XhrRequest = { method: string; path: string; headers: Record<string, string>; body: unknown };
export type XhrReply = { status?: number; body?: unknown; networkError?: boolean };
export type XhrHandler = (request: XhrRequest) => XhrReply | Promise<XhrReply>;
export type XhrOptions = {
  /** Each upload stops at half sent until this settles: the page can be seen while a file is sent. */
  uploadGate?: Promise<void>;
};

export function mockXhr(handler: XhrHandler, { uploadGate }: XhrOptions = {}) {
  const requests: XhrRequest[] = [];

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    readyState = 0;
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }

    abort() {
      this.dispatchEvent(new Event('abort'));
    }

    send(body?: unknown) {
      const request: XhrRequest = {
        method: this.method,
        path: new URL(this.url, 'http://localhost').pathname,
        headers: { ...this.headers },
        body,
      };
      requests.push(request);
      void (async () => {
        const total = 1000;
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: total / 2, total }));
        if (uploadGate) await uploadGate;
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: total, total }));
        this.upload.dispatchEvent(new ProgressEvent('load'));
        const reply = await handler(request);
        if (reply.networkError) {
          this.dispatchEvent(new ProgressEvent('error'));
          return;
        }
        this.status = reply.status ?? 200;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.responseHeaders = { 'content-type': 'application/json' };
        this.readyState = 4;
        this.dispatchEvent(new ProgressEvent('load'));
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { requests };
}

/** A field of a FormData request body (the file as a File, the rest as strings). */
export function formField(request: XhrRequest, name: string): FormDataEntryValue | null {
  return request.body instanceof FormData ? request.body.get(name) : null;
}
