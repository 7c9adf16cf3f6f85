// Foto Pro upload journey: a 12 MP phone photo taken sideways (stored 4000×3000 with EXIF orientation 6)
// reaches the server downsized by the browser — upright, its long side UPLOAD_MAX_SIDE, a WebP of a
// fraction of the bytes — and only once, as soon as it is chosen (POST /api/photos/uploads): the
// pre-check and the generation name it by its upload token; that is the original the server keeps.
// On a slow uplink, "Gerar Foto Pro" pressed before that upload is done shows its progress, then the
// processing.
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

const UPLOADS_PATH = '/api/photos/uploads';
const CHECK_PATH = '/api/photos/check';
const ENHANCE_PATH = '/api/photos/enhance';
/** Stored as a phone's sensor sees it: landscape, with the EXIF orientation that turns it upright. */
const SENSOR = { width: 4000, height: 3000 };
const ROTATE_90_CW = 6;
/** Upright (portrait) and downsized: what the engine should receive. */
const EXPECTED = { width: Math.round((SENSOR.height * UPLOAD_MAX_SIDE) / SENSOR.width), height: UPLOAD_MAX_SIDE };
/**
 * A weak uplink (9 Mbps down, 64 kbps up, 60 ms round trip; Chromium's network emulation, bytes/s): the
 * photo is still on its way when the choices are made and "Gerar Foto Pro" is pressed.
 */
const SLOW_UPLINK = { offline: false, latency: 60, downloadThroughput: 9_000_000 / 8, uploadThroughput: 64_000 / 8 };
/** The downsized photo is at most this share of the original's bytes. */
const MAX_SHARE_OF_ORIGINAL = 0.25;
/** A pre-check and an enhancement with the real engine on 2 shared cores, over a slow uplink. */
const JOURNEY_TIMEOUT_MS = 90_000;

type SentFile = { filename: string; type: string; bytes: Buffer };
/** One request as it went over the wire: its size, its file `photo` (null when none) and its text fields. */
type SentBody = { pathname: string; bytes: number; photo: SentFile | null; fields: Record<string, string> };

/** The parts of a multipart request as they went over the wire. */
function multipartBody(request: Request): SentBody {
  const body = request.postDataBuffer();
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1];
  if (!body || !boundary) throw new Error(`${request.url()} sent no multipart body`);
  const sent: SentBody = { pathname: new URL(request.url()).pathname, bytes: body.length, photo: null, fields: {} };
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(at + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('latin1');
    const content = part.subarray(split + 4);
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(headers)?.[1];
    if (filename !== undefined && name === 'photo') {
      sent.photo = { filename, type: /Content-Type: (\S+)/i.exec(headers)?.[1] ?? '', bytes: content };
    } else if (filename === undefined) {
      sent.fields[name] = content.toString('utf8');
    }
    at = next;
  }
  return sent;
}

/** Throws unless `bytes` is an upright WebP of EXPECTED's size, with no orientation left to apply. */
async function expectDownsized(bytes: Buffer, what: string): Promise<void> {
  const meta = await sharp(bytes).metadata();
  const got = { format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation ?? 1 };
  const want = { format: 'webp', ...EXPECTED, orientation: 1 };
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
}

export const journeys: Journey[] = [
  {
    name: 'Foto Pro: a 12 MP phone photo is downsized upright in the browser and uploaded once, as soon as it is chosen; the check and the generation name it',
    timeoutMs: JOURNEY_TIMEOUT_MS,
    run: async ({ page, context, baseUrl, screenshot }) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'foodart-e2e-upload-'));
      const photoFile = path.join(dir, 'IMG_4032.jpeg');
      // A portrait dish (drawn at a quarter of 12 MP and enlarged: drawing 12 MP takes seconds), turned as the sensor stored it.
      const upright = await makeDishPhoto({ width: SENSOR.height / 2, height: SENSOR.width / 2 });
      const original = await sharp(upright).rotate(-90).resize(SENSOR.width, SENSOR.height).withMetadata({ orientation: ROTATE_90_CW }).jpeg({ quality: 95 }).toBuffer();
      await writeFile(photoFile, original);
      const sent: SentBody[] = [];
      await page.route(/\/api\/photos\/(uploads|check|enhance)$/, async (route) => {
        const request = route.request();
        if (request.method() === 'POST') sent.push(multipartBody(request));
        await route.continue();
      });

      try {
        await signUpInBrowser(page, baseUrl, 'upload', 'Bruno Lima');
        await page.goto('/');
        await creditsBadge(page, '3 créditos').waitFor();
        await openWizardInPlace(page, 'Melhorar Minha Foto', 'Envie a foto do seu prato');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_UPLINK);
        const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === UPLOADS_PATH, { timeout: GENERATION_TIMEOUT_MS });
        await walkPhotoPro(page, photoFile, { platform: 'iFood', scenario: 'IA Cria Automaticamente', style: 'Premium' });

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

        // What went over the wire: the downsized WebP, named after the photo, once, to the uploads; then a
        // check and a generation naming it by its token — the photo's bytes crossed the network once.
        const summary = JSON.stringify(sent.map((body) => ({ pathname: body.pathname, bytes: body.bytes, photo: body.photo?.bytes.length ?? null, fields: Object.keys(body.fields) })));
        const withPhoto = sent.filter((body) => body.photo !== null);
        if (sent.length !== 3 || withPhoto.length !== 1 || withPhoto[0]!.pathname !== UPLOADS_PATH) throw new Error(`the photo was not sent once, when chosen: ${summary}`);
        const file = withPhoto[0]!.photo!;
        if (file.filename !== 'IMG_4032.webp' || file.type !== 'image/webp') throw new Error(`the upload got ${file.filename} (${file.type})`);
        if (file.bytes.length > original.length * MAX_SHARE_OF_ORIGINAL) throw new Error(`the upload got ${file.bytes.length} bytes: not downsized from ${original.length}`);
        await expectDownsized(file.bytes, UPLOADS_PATH);
        const { uploadToken } = (await (await uploaded).json()) as { uploadToken: string };
        // The check's and the generation's whole bodies are a few text fields: no copy of the photo hides in them.
        for (const pathname of [CHECK_PATH, ENHANCE_PATH]) {
          const body = sent.find((request) => request.pathname === pathname)!;
          if (body.bytes >= file.bytes.length / 20) throw new Error(`${pathname} sent ${body.bytes} bytes: ${summary}`);
          if (body.fields.uploadToken !== uploadToken) throw new Error(`${pathname} did not name the uploaded photo: ${summary}`);
        }
        const generation = sent.find((body) => body.pathname === ENHANCE_PATH)!;
        // What the server read and kept: the photo at that size, upright.
        const check = (await (await checked).json()) as { photo: { width: number; height: number } | null };
        if (JSON.stringify(check.photo) !== JSON.stringify(EXPECTED)) throw new Error(`the pre-check read ${JSON.stringify(check.photo)}`);
        const result = (await (await enhanced).json()) as { originalPhotoUrl: string };
        const stored = await page.request.get(result.originalPhotoUrl);
        if (!stored.ok()) throw new Error(`GET ${result.originalPhotoUrl} answered ${stored.status()}`);
        await expectDownsized(await stored.body(), 'the stored original');
        console.log(
          `upload: ${original.length} → ${file.bytes.length} bytes, once (generation body ${generation.bytes} bytes); "Gerar Foto Pro" to the result on a 64 kbps uplink: ${seconds.toFixed(1)} s`,
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  },
];
