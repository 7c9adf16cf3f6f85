// The admin lists on PostgreSQL with 10,000 creations and 10,000 enhanced photos: how long one page
// takes to fetch (first page, a deep page, a filtered page) and a search over every description, each
// beside GET /api/templates measured the same way in the same run as the baseline.
import pg from 'pg';

export const ADMIN_ROWS = 10_000;
const SAMPLES = 60;
const WARM_UP = 10;

export interface Timing {
  label: string;
  p50: number;
  p95: number;
}

async function timeRequest(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function measure(label: string, url: string, cookie = ''): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) await timeRequest(url, cookie);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await timeRequest(url, cookie));
  times.sort((a, b) => a - b);
  return { label, p50: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

/** Fills the database behind `databaseUrl` with ADMIN_ROWS creations and photos of one user. */
export async function seedAdminRows(databaseUrl: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO creations (user_id, generated_art_url, description, brand_colors, created_at)
       SELECT $1, '/storage/foodart/arts/bench-' || i || '.jpg',
              (ARRAY['Combo burger duplo','Pizza de calabresa','Açaí com granola','Pastel de queijo','Promoção de sobremesa'])[1 + i % 5] || ' ' || i,
              '["#ea580c"]'::jsonb, now() - (i || ' seconds')::interval
       FROM generate_series(1, $2::int) AS i`,
      [userId, ADMIN_ROWS],
    );
    await client.query(
      `INSERT INTO enhanced_photos (user_id, original_photo_url, enhanced_photo_url, enhancement_style, platform, aspect_ratio, processing_time_seconds, scenario_type, created_at)
       SELECT $1, '/storage/foodart/original-bench-' || i || '.jpg', '/storage/foodart/enhanced/bench-' || i || '.jpg',
              (ARRAY['natural','premium','professional','minimal'])[1 + i % 4], (ARRAY['ifood','rappi','instagram','99food','outro'])[1 + i % 5],
              '4:3', 0.8 + (i % 10) / 10.0, 'ai-create', now() - (i || ' seconds')::interval
       FROM generate_series(1, $2::int) AS i`,
      [userId, ADMIN_ROWS],
    );
    await client.query('ANALYZE creations; ANALYZE enhanced_photos;');
  } finally {
    await client.end();
  }
}

export async function benchAdminLists(base: string, cookie: string): Promise<Timing[]> {
  return [
    await measure('`GET /api/templates` (baseline, public catalogue)', `${base}/api/templates`),
    await measure('`GET /api/admin/enhanced-photos` page 1', `${base}/api/admin/enhanced-photos`, cookie),
    await measure('`GET /api/admin/enhanced-photos?page=250` (rows 4,981–5,000)', `${base}/api/admin/enhanced-photos?page=250`, cookie),
    await measure('`GET /api/admin/enhanced-photos?platform=rappi&style=premium`', `${base}/api/admin/enhanced-photos?platform=rappi&style=premium`, cookie),
    await measure('`GET /api/admin/enhanced-photos/stats`', `${base}/api/admin/enhanced-photos/stats`, cookie),
    await measure('`GET /api/admin/creations` page 1', `${base}/api/admin/creations`, cookie),
    await measure('`GET /api/admin/creations?search=calabresa` (search over every description)', `${base}/api/admin/creations?search=calabresa`, cookie),
    await measure('`GET /api/admin/stats`', `${base}/api/admin/stats`, cookie),
  ];
}
