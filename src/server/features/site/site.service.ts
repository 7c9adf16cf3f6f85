// robots.txt and sitemap.xml: crawlers may read the public pages (listed, with absolute URLs from
// PUBLIC_URL, in the sitemap) and are kept out of the API and the pages behind sign-in.

/** The SPA's pages a signed-out visitor sees (src/web/app/routes.tsx). */
export const PUBLIC_PAGES = ['/', '/auth'] as const;

/** Paths crawlers should leave alone: the API, the back-office and its sign-in, and the signed-in pages. */
export const PRIVATE_PATHS = ['/api/', '/admin', '/login', '/profile', '/my-creations', '/subscription', '/checkout/'] as const;

export const SITEMAP_PATH = '/sitemap.xml';

export function buildRobotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl(publicUrl, SITEMAP_PATH)}`];
  return `${lines.join('\n')}\n`;
}

export function buildSitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(absoluteUrl(publicUrl, page))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

function absoluteUrl(publicUrl: string, pathname: string): string {
  return `${publicUrl.replace(/\/$/, '')}${pathname}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
