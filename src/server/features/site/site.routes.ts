// GET /robots.txt and GET /sitemap.xml, built once from PUBLIC_URL (before the SPA's fallback would
// answer them with index.html).
import type { FastifyPluginAsync } from 'fastify';
import { SITEMAP_PATH, buildRobotsTxt, buildSitemapXml } from './site.service.ts';

/** Crawlers may keep them an hour: they change only with a deploy. */
const SITE_FILES_CACHE_CONTROL = 'public, max-age=3600';

export const siteRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  const robots = buildRobotsTxt(opts.publicUrl);
  const sitemap = buildSitemapXml(opts.publicUrl);
  const schema = { hide: true };
  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SITE_FILES_CACHE_CONTROL).send(robots),
  );
  app.get(SITEMAP_PATH, { schema }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', SITE_FILES_CACHE_CONTROL).send(sitemap),
  );
};
