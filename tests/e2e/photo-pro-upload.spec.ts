// Foto Pro upload journey: a 12 MP phone photo taken sideways (stored 4000×3000 with EXIF orientation 6)
// reaches the server downsized by the browser — upright, its long side UPLOAD_MAX_SIDE, a fraction of
// the bytes — for the pre-check and the generation alike, and that is the original the server keeps.
// On an emulated 4G uplink the progress shows the upload, then the processing.
// Texts are written out rather than imported from the app, so a changed wording fails here.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'playwright-core';
import sharp from 'sharp';
import { UPLOAD_MAX_SIDE } from '../../src/shared/constants.ts';
import { makeDishPhoto } from '../factories/dish-photo.ts';
import type { Journey } from './run.ts';
import { creditsBadge, GENERATION_TIMEOUT_MS, openWizardInPlace, signUpInBrowser, toast, walkPhotoPro } from './support.ts';

const CHECK_PATH = '/api/photos/check';
const ENHANCE_PATH = '/api/photos/enhance';
/** Stored as a phone's sensor sees it: landscape, with the EXIF orientation that turns it upright. */
const SENSOR = { width: 4000, height: 3000 };
const ROTATE_90_CW = 6;
/** Upright (portrait) and downsized: what the engine should receive. */
const EXPECTED = { width: Math.round((SENSOR.height * UPLOAD_MAX_SIDE) / SENSOR.width), height: UPLOAD_MAX_SIDE };
/** The 4G phone: 9 Mbps down, 1.5 Mbps up, 60 ms round trip (Chromium's network emulation, bytes/s). */
const PHONE_4G = { offline: false, latency: 60, downloadThroughput: 9_000_000 / 8, uploadThroughput: 1_500_000 / 8 };
/** The downsized photo is at most this share of the original's bytes. */
const MAX_SHARE_OF_ORIGINAL = 0.25;
/** A pre-check and an enhancement with the real engine on 2 shared cores, over a slow uplink. */
const JOURNEY_TIMEOUT_MS = 90_000;

type SentFile = { filename: string; type: string; bytes: Buffer };

/** The file field `field` of a multipart request, as it went over the wire. */
function multipartFile(request: Request, field: string): SentFile {
  const body = request.postDataBuffer();
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1];
  if (!body || !boundary) throw new Error(`${request.url()} sent no multipart body`);
  const head = body.indexOf(`name="${field}"; filename="`);
  if (head < 0) throw new Error(`${request.url()} sent no file "${field}"`);
  const start = body.indexOf('\r\n\r\n', head) + 4;
  const end = body.indexOf(`\r\n--${boundary}`, start);
  const headers = body.subarray(head, start).toString('latin1');
  return {
    filename: /filename="([^"]*)"/.exec(headers)?.[1] ?? '',
    type: /Content-Type: (\S+)/i.exec(headers)?.[1] ?? '',
    bytes: body.subarray(start, end),
  };
}

/** Throws unless `bytes` is an upright JPEG of EXPECTED's size, with no orientation left to apply. */
async function expectDownsized(bytes: Buffer, what: string): Promise<void> {
  const meta = await sharp(bytes).metadata();
  const got = { format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation ?? 1 };
  const want = { format: 'jpeg', ...EXPECTED, orientation: 1 };
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
}

export const journeys: Journey[] = [
  {
    name: 'Foto Pro: a 12 MP phone photo is downsized upright in the browser before the pre-check and the generation',
    timeoutMs: JOURNEY_TIMEOUT_MS,
    run: async ({ page, context, baseUrl, screenshot }) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'foodart-e2e-upload-'));
      const photoFile = path.join(dir, 'IMG_4032.jpeg');
      // A portrait dish (drawn at a quarter of 12 MP and enlarged: drawing 12 MP takes seconds), turned as the sensor stored it.
      const upright = await makeDishPhoto({ width: SENSOR.height / 2, height: SENSOR.width / 2 });
      const original = await sharp(upright).rotate(-90).resize(SENSOR.width, SENSOR.height).withMetadata({ orientation: ROTATE_90_CW }).jpeg({ quality: 95 }).toBuffer();
      await writeFile(photoFile, original);
      const sent = new Map<string, SentFile>();
      await page.route(/\/api\/photos\/(check|enhance)$/, async (route) => {
        const request = route.request();
        if (request.method() === 'POST') sent.set(new URL(request.url()).pathname, multipartFile(request, 'photo'));
        await route.continue();
      });

      try {
        await signUpInBrowser(page, baseUrl, 'upload', 'Bruno Lima');
        await page.goto('/');
        await creditsBadge(page, '3 créditos').waitFor();
        await openWizardInPlace(page, 'Melhorar Minha Foto', 'Envie a foto do seu prato');
        await walkPhotoPro(page, photoFile, { platform: 'iFood', scenario: 'IA Cria Automaticamente', style: 'Premium' });

        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', PHONE_4G);
        const checked = page.waitForResponse((response) => new URL(response.url()).pathname === CHECK_PATH, { timeout: GENERATION_TIMEOUT_MS });
        const enhanced = page.waitForResponse((response) => new URL(response.url()).pathname === ENHANCE_PATH, { timeout: GENERATION_TIMEOUT_MS * 2 });
        const pressed = Date.now();
        await page.getByRole('button', { name: 'Gerar Foto Pro', exact: true }).click();
        await page.getByText('Enviando sua foto...', { exact: true }).waitFor({ timeout: GENERATION_TIMEOUT_MS });
        await page.getByText(/^\d+% enviado$/).waitFor();
        await screenshot('uploading');
        await page.getByText('A IA está melhorando sua foto...', { exact: true }).waitFor({ timeout: GENERATION_TIMEOUT_MS });
        await page.getByRole('heading', { name: 'Sua Foto Pro está pronta!' }).waitFor({ timeout: GENERATION_TIMEOUT_MS });
        const seconds = (Date.now() - pressed) / 1000;
        await toast(page, 'Foto melhorada! 2 créditos restantes').waitFor();
        await screenshot('result');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

        // What went over the wire: the same downsized JPEG twice, named after the photo.
        for (const pathname of [CHECK_PATH, ENHANCE_PATH]) {
          const file = sent.get(pathname);
          if (!file) throw new Error(`no photo was sent to ${pathname}`);
          if (file.filename !== 'IMG_4032.jpg' || file.type !== 'image/jpeg') throw new Error(`${pathname} got ${file.filename} (${file.type})`);
          if (file.bytes.length > original.length * MAX_SHARE_OF_ORIGINAL) {
            throw new Error(`${pathname} got ${file.bytes.length} bytes: not downsized from ${original.length}`);
          }
          await expectDownsized(file.bytes, pathname);
        }
        // What the server read and kept: the photo at that size, upright.
        const check = (await (await checked).json()) as { photo: { width: number; height: number } | null };
        if (JSON.stringify(check.photo) !== JSON.stringify(EXPECTED)) throw new Error(`the pre-check read ${JSON.stringify(check.photo)}`);
        const result = (await (await enhanced).json()) as { originalPhotoUrl: string };
        const stored = await page.request.get(result.originalPhotoUrl);
        if (!stored.ok()) throw new Error(`GET ${result.originalPhotoUrl} answered ${stored.status()}`);
        await expectDownsized(await stored.body(), 'the stored original');
        console.log(
          `upload: ${original.length} → ${sent.get(ENHANCE_PATH)!.bytes.length} bytes; "Gerar Foto Pro" to the result on 4G: ${seconds.toFixed(1)} s`,
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  },
];
