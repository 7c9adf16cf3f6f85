import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { buildRobotsTxt, buildSitemapXml } from './site.service.ts';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { publicUrl: 'https://foodart.com.br' });
  });
  afterAll(() => t.close());

  it('serves a robots.txt that opens the public pages, closes the API and the signed-in pages, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /login',
        'Disallow: /profile',
        'Disallow: /my-creations',
        'Disallow: /subscription',
        'Disallow: /checkout/',
        '',
        'Sitemap: https://foodart.com.br/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('serves a sitemap of the public pages with absolute URLs from PUBLIC_URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(['https://foodart.com.br/', 'https://foodart.com.br/auth']);
  });

  it('keeps a path under PUBLIC_URL and escapes what XML would misread', () => {
    expect(buildRobotsTxt('http://localhost:3000/')).toContain('Sitemap: http://localhost:3000/sitemap.xml\n');
    expect(buildSitemapXml('https://exemplo.com/app?a=1&b=2')).toContain('<loc>https://exemplo.com/app?a=1&#38;b=2/auth</loc>');
  });
});
