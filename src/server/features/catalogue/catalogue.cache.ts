// Public catalogues are read on every page and change only when an admin edits them: keep their
// serialised JSON in memory for a few seconds, written through the route's response schema (a string
// reply skips Fastify's serialiser, so the cache applies the schema itself: no unnamed field leaks). Writes in this process clear it at once; other
// replicas converge within the TTL.
export const CATALOGUE_CACHE_TTL_MS = 5000;

import type { z } from 'zod';

export class JsonCache {
  private readonly entries = new Map<string, { json: string; expires: number }>();
  constructor(private readonly ttlMs: number = CATALOGUE_CACHE_TTL_MS) {}

  async get(key: string, schema: z.ZodType, load: () => Promise<unknown>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.json;
    const json = JSON.stringify(schema.parse(await load()));
    this.entries.set(key, { json, expires: now + this.ttlMs });
    return json;
  }

  /** Forgets every entry, or only those whose key starts with `prefix` (e.g. `templates:`). */
  clear(prefix?: string): void {
    if (prefix === undefined) return this.entries.clear();
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
