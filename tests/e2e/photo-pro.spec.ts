// Foto Pro journey: a new account opens the wizard on the landing page, improves a generated dish photo
// three times (AI scenario, another style, a predefined scenario) and then runs out of credits.
// Texts are written out rather than imported from the app, so a changed wording fails here.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { makeDishPhoto } from '../factories/dish-photo.ts';
import type { Journey } from './run.ts';

const PASSWORD = 'segredo123';
const WHATSAPP = '(11) 98765-4321';
/** The real engine takes 1 to 4 s per photo (longer on its first, cold run). */
const GENERATION_TIMEOUT_MS = 30_000;
const ENHANCE_PATH = '/api/photos/enhance';

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

function creditsBadge(page: Page, text: string) {
  return page.locator('[data-testid="credits-badge"]').filter({ hasText: text });
}

async function signUpInBrowser(page: Page, baseUrl: string): Promise<void> {
  const email = `e2e-fotopro-${randomUUID().slice(0, 8)}@example.com`;
  // page.request shares the context's cookies, so the new session is the browser's.
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseUrl },
    data: { name: 'Ana Pereira', email, password: PASSWORD, whatsapp: WHATSAPP },
  });
  if (!response.ok()) throw new Error(`API sign-up answered ${response.status()}: ${await response.text()}`);
}

async function stepHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
}

async function radio(page: Page, name: string): Promise<void> {
  const option = page.getByRole('radio', { name, exact: true });
  await option.click();
  const checked = await option.getAttribute('aria-checked');
  if (checked !== 'true') throw new Error(`"${name}" is not checked after a click (aria-checked=${checked})`);
}

/** Step 1 through the real file chooser (a click on the drop zone). */
async function choosePhoto(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: /clique para escolher/ }).click(),
  ]);
  await chooser.setFiles(file);
  await page.getByRole('img', { name: /Prévia da foto escolhida/ }).waitFor();
}

/** Waits until the image has loaded (and fails if it cannot), so screenshots show the picture. */
async function imageLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await image.evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        const img = element as HTMLImageElement;
        if (img.complete) {
          if (img.naturalWidth > 0) resolve();
          else reject(new Error(`image failed to load: ${img.src}`));
          return;
        }
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => reject(new Error(`image failed to load: ${img.src}`)), { once: true });
      }),
  );
}

/** Every <img> named `name` has loaded. */
async function imagesLoaded(page: Page, name: string | RegExp): Promise<void> {
  const images = page.getByRole('img', { name });
  await images.first().waitFor();
  for (const image of await images.all()) await imageLoaded(image);
}

/** Presses "Gerar Foto Pro" and waits for step 5 and the success toast. */
async function generate(page: Page, screenshot: (name: string) => Promise<void>, successToast: string, label: string) {
  await page.getByRole('button', { name: 'Gerar Foto Pro', exact: true }).click();
  // The busy state is short-lived; capture it when it is still there.
  const busy = await page
    .getByRole('button', { name: 'Gerando...' })
    .waitFor({ timeout: 1_000 })
    .then(() => true)
    .catch(() => false);
  if (busy) await screenshot(`${label}-generating`);
  await page.getByRole('heading', { name: 'Sua Foto Pro está pronta!' }).waitFor({ timeout: GENERATION_TIMEOUT_MS });
  await toast(page, successToast).waitFor();
  await imagesLoaded(page, /Foto (original|melhorada)/);
  await screenshot(`${label}-result`);
}

export const journeys: Journey[] = [
  {
    name: 'Foto Pro: improve a photo three times, rate, download, then run out of credits',
    run: async ({ page, baseUrl, screenshot }) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'foodart-e2e-photo-'));
      const photoFile = path.join(dir, 'prato-caseiro.jpg');
      await writeFile(photoFile, await makeDishPhoto({ width: 1200, height: 900, format: 'jpeg' }));
      let enhanceRequests = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === ENHANCE_PATH) enhanceRequests += 1;
      });

      try {
        await signUpInBrowser(page, baseUrl);
        await page.goto('/');
        await creditsBadge(page, '3 créditos').waitFor();

        // Step 1: the wizard opens in place of the hero, without a route change.
        await page.getByRole('button', { name: 'Melhorar Minha Foto' }).click();
        await stepHeading(page, 'Envie a foto do seu prato');
        if (new URL(page.url()).pathname !== '/') throw new Error(`the wizard changed the route to ${page.url()}`);
        await page.getByText('JPG, PNG ou WEBP, máx. 10MB').waitFor();
        await screenshot('step-1-upload');
        await choosePhoto(page, photoFile);
        await imagesLoaded(page, /Prévia da foto escolhida/);
        await screenshot('step-1-preview');
        await next(page);

        // Step 2: platform.
        await stepHeading(page, 'Onde a foto vai ser usada?');
        await radio(page, 'iFood');
        await screenshot('step-2-platform');
        await next(page);

        // Step 3: scenario.
        await stepHeading(page, 'Escolha o cenário');
        await radio(page, 'IA Cria Automaticamente');
        await screenshot('step-3-scenario');
        await next(page);

        // Step 4: style, then generate.
        await stepHeading(page, 'Escolha o estilo');
        await radio(page, 'Premium');
        await screenshot('step-4-style');
        await generate(page, screenshot, 'Foto melhorada! 2 créditos restantes', 'step-5');
        await creditsBadge(page, '2 créditos').waitFor();

        // The comparison slider moves with the keyboard.
        const slider = page.getByRole('slider', { name: 'Comparar antes e depois' });
        await slider.focus();
        for (let i = 0; i < 3; i += 1) await slider.press('ArrowLeft');
        const position = await slider.getAttribute('aria-valuenow');
        if (position !== '35') throw new Error(`the slider is at ${position} after three ArrowLeft presses, expected 35`);
        await screenshot('slider-moved');

        // Download: the file is enhanced-photo-{timestamp}.png.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Baixar Foto', exact: true }).click(),
        ]);
        const fileName = download.suggestedFilename();
        if (!/^enhanced-photo-\d+\.png$/.test(fileName)) throw new Error(`downloaded file is named "${fileName}"`);
        await toast(page, 'Download iniciado!').waitFor();

        // Rating: "Precisa melhorar" sends at once.
        await page.getByRole('button', { name: 'Avaliar Resultado' }).click();
        await page.getByRole('button', { name: 'Precisa melhorar' }).click();
        await toast(page, 'Avaliação enviada! Obrigado pelo feedback.').waitFor();
        await screenshot('rated');

        // Another style on the same photo.
        await page.getByRole('button', { name: 'Aplicar Outro Estilo' }).click();
        await stepHeading(page, 'Escolha o estilo');
        await radio(page, 'Profissional');
        await generate(page, screenshot, 'Foto melhorada! 1 crédito restante', 'professional');
        await creditsBadge(page, '1 crédito').waitFor();

        // A new photo with a predefined scenario and a lighting style.
        await page.getByRole('button', { name: 'Criar Nova' }).click();
        await stepHeading(page, 'Envie a foto do seu prato');
        await choosePhoto(page, photoFile);
        await next(page);
        await stepHeading(page, 'Onde a foto vai ser usada?');
        await radio(page, 'Instagram');
        await next(page);
        await stepHeading(page, 'Escolha o cenário');
        await radio(page, 'Escolher Cenário Padrão');
        const scenarios = page.getByRole('radiogroup', { name: 'Cenários padrão' });
        await scenarios.waitFor();
        const firstScenario = scenarios.getByRole('radio').first();
        await firstScenario.click();
        if ((await firstScenario.getAttribute('aria-checked')) !== 'true') throw new Error('the first scenario is not checked');
        await imageLoaded(firstScenario.locator('img'));
        await screenshot('step-3-predefined');
        await next(page);
        await stepHeading(page, 'Escolha o estilo');
        await page.getByRole('radiogroup', { name: 'Estilo de iluminação' }).waitFor();
        await radio(page, 'Luz Natural');
        await screenshot('step-4-lighting');
        await generate(page, screenshot, 'Foto melhorada! 0 créditos restantes', 'predefined');
        await creditsBadge(page, '0 créditos').waitFor();

        // No credits left: the dialog opens and no request is sent.
        await page.getByRole('button', { name: 'Aplicar Outro Estilo' }).click();
        await stepHeading(page, 'Escolha o estilo');
        await page.getByRole('button', { name: 'Gerar Foto Pro', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Seus créditos acabaram! 🎉' });
        await dialog.waitFor();
        await dialog.getByText('Seus créditos acabaram! Assine um plano para continuar criando.').waitFor();
        await screenshot('out-of-credits');
        if (enhanceRequests !== 3) throw new Error(`expected 3 enhance requests, saw ${enhanceRequests}`);

        await dialog.getByRole('button', { name: 'Ver Planos de Assinatura' }).click();
        await page.waitForURL((url) => url.pathname === '/subscription');
        await page.getByRole('heading', { name: 'Seus Créditos Gratuitos Acabaram...' }).waitFor();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  },
];
