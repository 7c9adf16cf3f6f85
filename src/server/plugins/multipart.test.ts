// Malformed uploads are bad input: a 4xx with a pt-BR message, never a 500 with a stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../tests/helpers/test-app.ts';

const BOUNDARY = '----foodart-test-boundary';

describe('malformed multipart bodies', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(() => t.close());

  const send = (url: string, contentType: string, payload: string | Buffer) =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie, 'content-type': contentType }, payload });

  const part = (name: string, body: string, filename?: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : ''}\r\n\r\n${body}\r\n`;

  const cases: Array<[string, string, string | Buffer]> = [
    ['no boundary in the content type', 'multipart/form-data', part('platform', 'ifood')],
    ['a body cut before its closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, `${part('platform', 'ifood')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8\xff`],
    ['a part without Content-Disposition', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Type: image/jpeg\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`],
    ['garbage instead of parts', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('\x00\x01\x02 not multipart at all')],
    ['a boundary longer than allowed', `multipart/form-data; boundary=${'x'.repeat(200)}`, `--${'x'.repeat(200)}\r\n`],
    ['a part header block that never ends', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nX: ${'y'.repeat(100_000)}`],
  ];

  for (const url of ['/api/photos/enhance', '/api/arts/generate']) {
    it.each(cases)(`${url}: %s → 400 with a pt-BR message`, async (_name, contentType, payload) => {
      const response = await send(url, contentType, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toEqual(expect.any(String));
      expect(body.message).not.toBe(MSG.serverError);
    });
  }
});
