// Billing journey (demonstration payment provider): a new account spends its 3 free credits (the
// results carry the watermark), meets the out-of-credits dialog, sees the plans, buys a credit package
// with PIX, subscribes to Pro, improves a photo in the wizard (no watermark on what it downloads), and
// cancels the subscription in the demonstration portal.
// Texts are written out rather than imported from the app, so a changed wording fails here.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { makeDishPhoto } from '../factories/dish-photo.ts';
import type { Journey } from './run.ts';
import {
  creditsBadge,
  DEMO_CHECKOUT,
  download,
  expectCleanAddress,
  expectDownloadWatermark,
  expectNoSideScroll,
  expectPath,
  expectText,
  expectWatermark,
  GENERATION_TIMEOUT_MS,
  generatePhotoPro,
  PHONE,
  payDemoOrder,
  orderPackage,
  signUpInBrowser,
  toast,
  userMenu,
  walkPhotoPro,
} from './support.ts';

const FREE_CREDITS = 3;

type MeBody = {
  credits: { remaining: number; total: number; unlimited: boolean };
  subscription: { planSlug: string; planName: string; status: string; nextBillingDate: string | null } | null;
};

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

/** dd/MM/yyyy in this machine's time zone (the browser's too). */
function ptBrDate(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
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
        await signUpInBrowser(page, baseUrl, 'billing', 'Carla Mendes');
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
        await walkPhotoPro(page, photoFile, { platform: 'iFood', scenario: 'IA Cria Automaticamente', style: 'Premium' });
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
        await page.getByTestId('plan-studio').getByRole('link', { name: 'Falar com Vendas' }).waitFor();
        if ((await page.getByTestId('plan-free').count()) !== 0) throw new Error('the free plan is offered on /subscription');
        await screenshot('subscription-page');
        await proCard.scrollIntoViewIfNeeded();
        await screenshot('subscription-plans');

        // Profile: no credits, buy the 10-credit package with PIX.
        await userMenu(page, 'Meu Perfil');
        await expectPath(page, '/profile');
        await expectText(page, 'credits-summary', '0 créditos');
        await page.getByText('Você não tem mais créditos. Compre um pacote ou assine um plano.').waitFor();
        await expectText(page, 'plan-badge', 'Gratuito');
        await screenshot('profile-no-credits');

        await orderPackage(page, screenshot, { credits: '10 créditos', method: 'PIX', price: 'R$ 19,90' }, 'packages-dialog');

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
        await userMenu(page, 'Meu Perfil');
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
        await walkPhotoPro(page, photoFile, { platform: 'iFood', scenario: 'IA Cria Automaticamente', style: 'Profissional' });
        await generatePhotoPro(page, screenshot, 'Foto melhorada! 59 créditos restantes', 'pro');
        await creditsBadge(page, '59 créditos').waitFor();
        const proResultUrl = await page.getByRole('img', { name: 'Foto melhorada (depois)' }).getAttribute('src');
        if (!proResultUrl) throw new Error('the result image has no src');
        await expectWatermark(await fetchBytes(page, proResultUrl), false, 'the Pro result');
        await expectDownloadWatermark(await download(page, 'Baixar Foto'), false, 'the downloaded Pro result');

        // One plan credit spent; the 10 bought ones are spent last, so cancelling still keeps them.
        await userMenu(page, 'Meu Perfil');
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
      await signUpInBrowser(page, baseUrl, 'billing', 'Carla Mendes');

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
      await orderPackage(page, screenshot, { credits: '25 créditos', method: 'PIX' }, 'phone-packages-dialog');

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
