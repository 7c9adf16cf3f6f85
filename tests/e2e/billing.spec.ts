// Billing journey (demonstration payment provider): a new account spends its 3 free credits (the
// results carry the watermark), meets the out-of-credits dialog, sees the plans, buys a credit package
// with PIX, subscribes to Pro, improves a photo in the wizard (no watermark on what it downloads), and
// cancels the subscription in the demonstration portal.
// Texts are written out rather than imported from the app, so a changed wording fails here.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { hasWatermark } from '../../src/engine/photo/watermark.ts';
import { makeDishPhoto } from '../factories/dish-photo.ts';
import type { Journey } from './run.ts';

const PASSWORD = 'segredo123';
const WHATSAPP = '(11) 98765-4321';
const FREE_CREDITS = 3;
/** The real engine takes 1 to 4 s per photo (longer on its first, cold run). */
const GENERATION_TIMEOUT_MS = 30_000;
const DEMO_CHECKOUT = /^\/checkout\/demo\/[0-9a-f-]+$/;
const PHONE = { width: 360, height: 780 };

type MeBody = {
  credits: { remaining: number; total: number; unlimited: boolean };
  subscription: { planSlug: string; planName: string; status: string; nextBillingDate: string | null } | null;
};

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches an element whose whole text is `text`. */
const whole = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

function creditsBadge(page: Page, text: string) {
  return page.locator('[data-testid="credits-badge"]').filter({ hasText: whole(text) });
}

/** Waits for the element with `testId` to show `expected` (its whole text, unless `partial`). */
async function expectText(page: Page, testId: string, expected: string, { partial = false } = {}): Promise<void> {
  const locator = page.getByTestId(testId);
  try {
    await locator.filter({ hasText: partial ? expected : whole(expected) }).waitFor();
  } catch (error) {
    const actual = await locator.textContent().catch(() => null);
    throw new Error(`[data-testid=${testId}] shows "${actual}", expected "${expected}"`, { cause: error });
  }
}

async function expectPath(page: Page, pathname: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)));
}

/** The page got rid of its `?checkout=…` / `?portal=…` marker. */
async function expectCleanAddress(page: Page): Promise<void> {
  await page.waitForURL((url) => url.search === '');
}

/** Nothing is wider than the phone's screen. */
async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.width) throw new Error(`${where} is ${width} px wide on a ${PHONE.width} px screen`);
}

async function signUp(page: Page, baseUrl: string): Promise<void> {
  const email = `e2e-billing-${randomUUID().slice(0, 8)}@example.com`;
  // page.request shares the context's cookies, so the new session is the browser's.
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseUrl },
    data: { name: 'Carla Mendes', email, password: PASSWORD, whatsapp: WHATSAPP },
  });
  if (!response.ok()) throw new Error(`API sign-up answered ${response.status()}: ${await response.text()}`);
}

async function me(page: Page): Promise<MeBody> {
  const response = await page.request.get('/api/me');
  if (!response.ok()) throw new Error(`GET /api/me answered ${response.status()}`);
  return (await response.json()) as MeBody;
}

/** Spends one credit the fast way: the enhance API, without the wizard. Returns the result's address. */
async function enhanceViaApi(page: Page, baseUrl: string, photo: Buffer, expectedRemaining: number): Promise<string> {
  const response = await page.request.post('/api/photos/enhance', {
    headers: { origin: baseUrl },
    multipart: {
      platform: 'ifood',
      style: 'natural',
      scenarioType: 'ai-create',
      photo: { name: 'prato.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
    timeout: GENERATION_TIMEOUT_MS,
  });
  if (response.status() !== 201) throw new Error(`POST /api/photos/enhance answered ${response.status()}: ${await response.text()}`);
  const body = (await response.json()) as { enhancedPhotoUrl: string; credits: { remaining: number } };
  if (body.credits.remaining !== expectedRemaining) {
    throw new Error(`after an enhancement ${body.credits.remaining} credits remain, expected ${expectedRemaining}`);
  }
  return body.enhancedPhotoUrl;
}

/** The bytes at an address the app gave (the browser's cookies go along). */
async function fetchBytes(page: Page, url: string): Promise<Buffer> {
  const response = await page.request.get(url);
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}`);
  return response.body();
}

/** Fails unless the image does (or does not) carry the FoodArt watermark. */
async function expectWatermark(image: Buffer, expected: boolean, what: string): Promise<void> {
  const marked = await hasWatermark(image);
  if (marked !== expected) throw new Error(`${what} ${marked ? 'carries' : 'does not carry'} the FoodArt watermark`);
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
}

async function radio(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name, exact: true }).click();
}

/** dd/MM/yyyy in this machine's time zone (the browser's too). */
function ptBrDate(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Pays the open demonstration order on screen and waits to be back at `returnPath`. */
async function payDemoOrder(page: Page, screenshot: (name: string) => Promise<void>, label: string, returnPath: string) {
  await expectPath(page, DEMO_CHECKOUT);
  await page.getByRole('heading', { name: 'Finalizar pagamento' }).waitFor();
  await page.getByText('Modo demonstração — nenhuma cobrança real será feita.').waitFor();
  await screenshot(`${label}-demo-checkout`);
  await page.getByRole('button', { name: 'Pagar (demonstração)' }).click();
  await expectPath(page, returnPath);
  await toast(page, 'Pagamento confirmado! Seus créditos foram atualizados.').waitFor();
  await expectCleanAddress(page);
}

export const journeys: Journey[] = [
  {
    name: 'billing: out of credits → plans → package with PIX → Pro, a photo without watermark → cancel in the portal',
    run: async ({ page, baseUrl, screenshot }) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'foodart-e2e-billing-'));
      const photo = await makeDishPhoto({ width: 800, height: 600, format: 'jpeg' });
      const photoFile = path.join(dir, 'prato.jpg');
      await writeFile(photoFile, photo);

      try {
        await signUp(page, baseUrl);
        for (let spent = 1; spent <= FREE_CREDITS; spent += 1) {
          const resultUrl = await enhanceViaApi(page, baseUrl, photo, FREE_CREDITS - spent);
          // Free-plan results carry the watermark.
          await expectWatermark(await fetchBytes(page, resultUrl), true, `free result ${spent}`);
        }

        // The landing page's pricing section marks the free plan as the current one.
        await page.goto('/');
        await creditsBadge(page, '0 créditos').waitFor();
        const landingPricing = page.locator('#pricing-section');
        await landingPricing.getByTestId('plan-free').getByRole('button', { name: 'Plano atual' }).waitFor();
        await landingPricing.getByTestId('plan-pro').scrollIntoViewIfNeeded();
        await screenshot('landing-pricing');

        // The next try in the wizard opens the out-of-credits dialog, before any upload.
        await page.evaluate(() => window.scrollTo(0, 0));
        let enhanceRequests = 0;
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/photos/enhance') enhanceRequests += 1;
        });
        await page.getByRole('button', { name: 'Melhorar Minha Foto' }).click();
        await page.getByRole('heading', { name: 'Envie a foto do seu prato' }).waitFor();
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          page.getByRole('button', { name: /clique para escolher/ }).click(),
        ]);
        await chooser.setFiles(photoFile);
        await page.getByRole('img', { name: /Prévia da foto escolhida/ }).waitFor();
        await next(page);
        await radio(page, 'iFood');
        await next(page);
        await radio(page, 'IA Cria Automaticamente');
        await next(page);
        await radio(page, 'Premium');
        await page.getByRole('button', { name: 'Gerar Foto Pro', exact: true }).click();
        const outOfCredits = page.getByRole('dialog', { name: 'Seus créditos acabaram! 🎉' });
        await outOfCredits.waitFor();
        await screenshot('out-of-credits');
        if (enhanceRequests !== 0) throw new Error(`the wizard sent ${enhanceRequests} enhance requests without credits`);

        // The plans page: the comparison, then Pro and Studio only.
        await outOfCredits.getByRole('button', { name: 'Ver Planos de Assinatura' }).click();
        await expectPath(page, '/subscription');
        await page.getByRole('heading', { name: 'Seus Créditos Gratuitos Acabaram...' }).waitFor();
        await expectText(page, 'comparison-fotógrafo', 'R$ 1.500/mês', { partial: true });
        await expectText(page, 'comparison-designer', 'R$ 300/mês', { partial: true });
        await expectText(page, 'comparison-foodart', 'R$ 49/mês', { partial: true });
        const proCard = page.getByTestId('plan-pro');
        await proCard.getByText('Mais Popular').waitFor();
        await page.getByTestId('plan-studio').getByRole('button', { name: 'Falar com Vendas' }).waitFor();
        if ((await page.getByTestId('plan-free').count()) !== 0) throw new Error('the free plan is offered on /subscription');
        await screenshot('subscription-page');
        await proCard.scrollIntoViewIfNeeded();
        await screenshot('subscription-plans');

        // Profile: no credits, buy the 10-credit package with PIX.
        await page.locator('[data-testid="user-menu"]').click();
        await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
        await expectPath(page, '/profile');
        await expectText(page, 'credits-summary', '0 créditos');
        await page.getByText('Você não tem mais créditos. Compre um pacote ou assine um plano.').waitFor();
        await expectText(page, 'plan-badge', 'Gratuito');
        await screenshot('profile-no-credits');

        await page.getByRole('button', { name: 'Comprar Mais' }).click();
        const packages = page.getByRole('dialog', { name: 'Comprar créditos' });
        const tenCredits = packages.getByRole('radio', { name: '10 créditos', exact: true });
        await tenCredits.getByText('R$ 19,90', { exact: true }).waitFor();
        await tenCredits.click();
        await packages.getByRole('radio', { name: 'PIX', exact: true }).click();
        await screenshot('packages-dialog');
        await packages.getByRole('button', { name: 'Comprar', exact: true }).click();

        await expectPath(page, DEMO_CHECKOUT);
        await page.getByRole('img', { name: 'QR Code PIX de demonstração' }).waitFor();
        await page.getByText('10 créditos', { exact: true }).waitFor();
        await payDemoOrder(page, screenshot, 'package', '/profile');
        const afterPackage = await me(page);
        const packageText = `${afterPackage.credits.remaining} de ${afterPackage.credits.total} créditos`;
        if (packageText !== '10 de 13 créditos') throw new Error(`after buying 10 credits the balance is "${packageText}"`);
        await expectText(page, 'credits-summary', '10 de 13 créditos');
        await creditsBadge(page, '10 créditos').waitFor();
        await expectText(page, 'plan-badge', 'Gratuito');
        await screenshot('profile-after-package');

        // Subscribe to Pro from the plans page (the subscription card links there).
        await page.getByTestId('subscription-card').getByRole('link', { name: 'Ver planos' }).click();
        await expectPath(page, '/subscription');
        await proCard.getByRole('button', { name: 'Assinar Pro' }).click();
        await expectPath(page, DEMO_CHECKOUT);
        await page.getByText('Pro (mensal)').waitFor();
        await page.getByText('Cartão de crédito').waitFor();
        await payDemoOrder(page, screenshot, 'pro', '/subscription');
        await proCard.getByRole('button', { name: 'Plano atual' }).waitFor();
        if (!(await proCard.getByRole('button', { name: 'Plano atual' }).isDisabled())) {
          throw new Error('the current plan button is enabled');
        }
        await proCard.scrollIntoViewIfNeeded();
        await screenshot('subscription-after-pro');

        // Pro sets the balance to its 50 credits plus the 10 bought ones still held (decision 004).
        const afterPro = await me(page);
        if (afterPro.subscription?.planSlug !== 'pro' || afterPro.subscription.status !== 'active' || !afterPro.subscription.nextBillingDate) {
          throw new Error(`after paying for Pro the subscription is ${JSON.stringify(afterPro.subscription)}`);
        }
        await page.locator('[data-testid="user-menu"]').click();
        await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
        await expectPath(page, '/profile');
        await expectText(page, 'plan-badge', 'Pro');
        await expectText(page, 'credits-summary', '60 de 60 créditos');
        // The user sees the plan's 50 credits and the 10 bought ones apart.
        await expectText(page, 'credits-breakdown', 'Inclui 50 do plano Pro e 10 comprados, que não expiram.');
        await creditsBadge(page, '60 créditos').waitFor();
        const subscriptionCard = page.getByTestId('subscription-card');
        await subscriptionCard.getByText('Ativa', { exact: true }).waitFor();
        await subscriptionCard.getByText(ptBrDate(afterPro.subscription.nextBillingDate), { exact: true }).waitFor();
        await screenshot('profile-pro');

        // As a Pro subscriber, improve a photo in the wizard with the real engine: no watermark on the
        // result nor on the file the user downloads.
        await page.goto('/');
        await creditsBadge(page, '60 créditos').waitFor();
        await page.getByRole('button', { name: 'Melhorar Minha Foto' }).click();
        await page.getByRole('heading', { name: 'Envie a foto do seu prato' }).waitFor();
        const [proChooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          page.getByRole('button', { name: /clique para escolher/ }).click(),
        ]);
        await proChooser.setFiles(photoFile);
        await page.getByRole('img', { name: /Prévia da foto escolhida/ }).waitFor();
        await next(page);
        await radio(page, 'iFood');
        await next(page);
        await radio(page, 'IA Cria Automaticamente');
        await next(page);
        await radio(page, 'Profissional');
        await page.getByRole('button', { name: 'Gerar Foto Pro', exact: true }).click();
        await page.getByRole('heading', { name: 'Sua Foto Pro está pronta!' }).waitFor({ timeout: GENERATION_TIMEOUT_MS });
        await toast(page, 'Foto melhorada! 59 créditos restantes').waitFor();
        await creditsBadge(page, '59 créditos').waitFor();
        const proResult = page.getByRole('img', { name: 'Foto melhorada (depois)' });
        await proResult.waitFor();
        await proResult.evaluate((img) => (img as HTMLImageElement).decode());
        await screenshot('pro-result');
        const proResultUrl = await proResult.getAttribute('src');
        if (!proResultUrl) throw new Error('the result image has no src');
        await expectWatermark(await fetchBytes(page, proResultUrl), false, 'the Pro result');
        const [proDownload] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Baixar Foto', exact: true }).click(),
        ]);
        await toast(page, 'Download iniciado!').waitFor();
        const downloadedPath = await proDownload.path();
        await expectWatermark(await readFile(downloadedPath), false, `the downloaded Pro result (${proDownload.suggestedFilename()})`);

        // One plan credit spent; the 10 bought ones are spent last, so cancelling still keeps them.
        await page.locator('[data-testid="user-menu"]').click();
        await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
        await expectPath(page, '/profile');
        await expectText(page, 'plan-badge', 'Pro');
        await expectText(page, 'credits-summary', '59 de 60 créditos');
        await screenshot('profile-pro-after-photo');

        // "Gerenciar assinatura" opens the demonstration portal on the profile; cancelling keeps the bought credits.
        await subscriptionCard.getByRole('button', { name: 'Gerenciar assinatura' }).click();
        const portal = page.getByRole('dialog', { name: 'Portal de assinatura (demonstração)' });
        await portal.waitFor();
        await screenshot('demo-portal');
        await portal.getByRole('button', { name: 'Cancelar assinatura' }).click();
        await toast(page, 'Assinatura cancelada.').waitFor();
        await portal.waitFor({ state: 'hidden' });
        await expectCleanAddress(page);
        await expectText(page, 'plan-badge', 'Gratuito');
        await expectText(page, 'credits-summary', '10 de 10 créditos');
        await subscriptionCard.getByText('Você está no plano Gratuito.').waitFor();
        await screenshot('profile-after-cancel');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'billing on a 360 px phone: plans, packages dialog and the demo checkout fit the screen',
    run: async ({ page, baseUrl, screenshot }) => {
      await page.setViewportSize(PHONE);
      await signUp(page, baseUrl);

      await page.goto('/subscription');
      const proCard = page.getByTestId('plan-pro');
      await proCard.getByRole('button', { name: 'Assinar Pro' }).waitFor();
      await expectNoSideScroll(page, '/subscription');
      await screenshot('phone-subscription');
      await proCard.scrollIntoViewIfNeeded();
      await screenshot('phone-plans');

      await page.goto('/profile');
      await expectText(page, 'credits-summary', '3 de 3 créditos');
      await expectNoSideScroll(page, '/profile');
      await screenshot('phone-profile');
      await page.getByRole('button', { name: 'Comprar Mais' }).click();
      const packages = page.getByRole('dialog', { name: 'Comprar créditos' });
      await packages.getByRole('radio', { name: '25 créditos', exact: true }).click();
      await packages.getByRole('radio', { name: 'PIX', exact: true }).click();
      await screenshot('phone-packages-dialog');
      await packages.getByRole('button', { name: 'Comprar', exact: true }).click();

      await expectPath(page, DEMO_CHECKOUT);
      await page.getByRole('img', { name: 'QR Code PIX de demonstração' }).waitFor();
      await expectNoSideScroll(page, 'the demo checkout');
      await screenshot('phone-demo-checkout');

      // Cancelling comes back to the profile with nothing bought.
      await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
      await expectPath(page, '/profile');
      await toast(page, 'Pagamento cancelado.').waitFor();
      await expectCleanAddress(page);
      await expectText(page, 'credits-summary', '3 de 3 créditos');
    },
  },
];
