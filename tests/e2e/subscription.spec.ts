// Plans and toasts, at a phone's width (390 px) and a laptop's (1280 px): a visitor who picks a plan is
// asked to sign in and comes back to the plans; "Falar com Vendas" is the sales team's WhatsApp and
// e-mail, not a checkout; the plans page speaks of run-out credits only to a user who has none; and no
// toast covers the user menu (closed or open) or the buttons of an open dialog.
// Texts are written out rather than imported from the app, so a changed wording fails here.
import type { Locator, Page } from 'playwright-core';
import { E2E_SALES_WHATSAPP } from './fixtures.ts';
import type { Journey } from './run.ts';
import { creditsBadge, expectNoSideScroll, expectPath, fillSignUp, PASSWORD, radioIn, toast, uniqueEmail } from './support.ts';

const WIDTHS = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

/** The e2e server's SALES_WHATSAPP (run.ts), and the embedded default of SALES_EMAIL (README). */
const SALES_WHATSAPP = E2E_SALES_WHATSAPP;
const SALES_EMAIL = 'vendas@foodart.com.br';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not on screen`);
  return box;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails when the toast's box and any of `targets` overlap on screen. */
async function expectUncovered(toastLocator: Locator, targets: Locator, what: string): Promise<void> {
  const toastBox = await boxOf(toastLocator, 'the toast');
  const count = await targets.count();
  if (count === 0) throw new Error(`no ${what} to check`);
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    const box = await boxOf(target, what);
    if (overlaps(toastBox, box)) {
      const name = (await target.textContent())?.trim() || (await target.getAttribute('aria-label')) || `#${index}`;
      throw new Error(`the toast ${JSON.stringify(toastBox)} covers ${what} "${name}" ${JSON.stringify(box)}`);
    }
  }
}

async function pricing(page: Page): Promise<Locator> {
  const section = page.locator('#pricing-section');
  await section.getByTestId('plan-pro').scrollIntoViewIfNeeded();
  return section;
}

function journeyAt({ label, viewport }: (typeof WIDTHS)[number]): Journey {
  return {
    name: `subscription at ${viewport.width} px: plans, sales contact, back after sign-in, toasts clear`,
    // The purchase is refused on purpose (below), to show its error toast over the open dialog.
    expectedFailedRequests: [{ status: 502, path: '/api/billing/credit-checkout' }],
    run: async ({ page, screenshot }) => {
      await page.setViewportSize(viewport);

      // A visitor on the landing page: Studio is sold by people, on WhatsApp or by e-mail.
      await page.goto('/');
      const plans = await pricing(page);
      const studio = plans.getByTestId('plan-studio');
      const sales = studio.getByRole('link', { name: 'Falar com Vendas' });
      const whatsapp = new URL((await sales.getAttribute('href')) ?? '');
      if (`${whatsapp.origin}${whatsapp.pathname}` !== `https://wa.me/${SALES_WHATSAPP}`) throw new Error(`"Falar com Vendas" leads to ${whatsapp.href}`);
      if (whatsapp.searchParams.get('text') !== 'Olá! Quero saber mais sobre o plano Studio do FoodArt.') {
        throw new Error(`the WhatsApp message is "${whatsapp.searchParams.get('text')}"`);
      }
      if ((await sales.getAttribute('target')) !== '_blank') throw new Error('"Falar com Vendas" does not open a new tab');
      const mail = await studio.getByRole('link', { name: SALES_EMAIL }).getAttribute('href');
      if (!mail?.startsWith(`mailto:${SALES_EMAIL}?subject=`)) throw new Error(`the sales e-mail link is ${mail}`);
      await studio.scrollIntoViewIfNeeded();
      await screenshot(`${label}-visitor-plans`);

      // Picking Pro: "Faça login para continuar", then /auth.
      await plans.getByTestId('plan-pro').getByRole('button', { name: 'Assinar Pro' }).click();
      const loginToast = toast(page, 'Faça login para continuar');
      await loginToast.waitFor();
      await expectPath(page, '/auth');
      await page.getByRole('heading', { name: 'Bem-vindo ao FoodArt' }).waitFor();
      await screenshot(`${label}-login-required`);

      // A failed try, then the account is made: the stale error goes, and the visitor is back at the plans.
      await fillSignUp(page, { name: 'Rafael Souza', email: uniqueEmail('subscription'), password: PASSWORD, confirmPassword: 'outra-senha' });
      const mismatch = toast(page, 'As senhas não coincidem');
      await mismatch.waitFor();
      await page.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Criar conta' }).click();
      const welcome = toast(page, '🎉 Conta criada! Você ganhou 3 créditos gratuitos para começar!');
      await welcome.waitFor();
      await mismatch.waitFor({ state: 'detached' });
      await expectPath(page, '/');
      await creditsBadge(page, '3 créditos').waitFor();
      const proCard = page.locator('#pricing-section').getByTestId('plan-pro');
      await proCard.waitFor();
      await page.waitForFunction(() => {
        const top = document.getElementById('pricing-section')?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < window.innerHeight / 2;
      });

      // The toast is still up: the user menu, and the menu once open, stay clear of it.
      const menuButton = page.getByTestId('user-menu');
      await expectUncovered(welcome, menuButton, 'the user menu button');
      await expectUncovered(welcome, creditsBadge(page), 'the credits badge');
      await menuButton.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await expectUncovered(welcome, menu.getByRole('menuitem'), 'the user menu item');
      await screenshot(`${label}-toast-and-user-menu`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // The plans page says nothing about run-out credits to a user who has 3.
      await page.goto('/subscription');
      await page.getByRole('heading', { level: 1, name: 'Planos e Assinatura' }).waitFor();
      if ((await page.getByText('Seus Créditos Gratuitos Acabaram...').count()) !== 0) throw new Error('/subscription says the credits ran out');
      await expectNoSideScroll(page, '/subscription');
      await screenshot(`${label}-subscription`);

      // An error toast while the packages dialog is open covers none of its buttons.
      await page.route('**/api/billing/credit-checkout', (route) =>
        route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'payment_provider_error', message: 'Pagamento indisponível no momento' }) }),
      );
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Comprar Mais' }).click();
      const packages = page.getByRole('dialog', { name: 'Comprar créditos' });
      await radioIn(packages, '150 créditos');
      await radioIn(packages, 'PIX');
      await packages.getByRole('button', { name: 'Comprar', exact: true }).click();
      const refused = toast(page, 'Erro ao processar compra');
      await refused.waitFor();
      await packages.waitFor();
      await expectUncovered(refused, packages.getByRole('button'), 'the dialog button');
      await expectUncovered(refused, packages.getByRole('radio'), 'the dialog choice');
      await screenshot(`${label}-toast-and-dialog`);
    },
  };
}

export const journeys: Journey[] = WIDTHS.map(journeyAt);
