// What the browser journeys share: the test account's details, locators and waits for the app's common
// pieces (toasts, the credits badge, the Foto Pro wizard, the demonstration checkout) and checks on what a
// user gets (images loaded, no sideways scroll, the watermark). Not a journey: run.ts loads *.spec.ts only.
// Texts are written out rather than imported from the app, so a changed wording fails the journeys.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { hasWatermark } from '../../src/engine/photo/watermark.ts';
import type { JourneyContext } from './run.ts';

export const PASSWORD = 'segredo123';
export const WHATSAPP = '(11) 98765-4321';
/** The real engine improves a photo or renders an art in a few seconds, more on its first, cold run. */
export const GENERATION_TIMEOUT_MS = 30_000;
export const PHONE = { width: 360, height: 780 };
export const DEMO_CHECKOUT = /^\/checkout\/demo\/[0-9a-f-]+$/;

type Screenshot = JourneyContext['screenshot'];

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches an element whose whole text is `text`. */
export const whole = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

/** A sonner toast holding `text` (the inline field error may say the same words). */
export function toast(page: Page, text: string): Locator {
  // The newest comes first: a second toast with the same text (a second rating) may appear while the
  // first is still leaving.
  return page.locator('[data-sonner-toast]', { hasText: text }).first();
}

/** The header's credits badge; with `text`, only while that is its whole text. */
export function creditsBadge(page: Page, text?: string): Locator {
  const badge = page.locator('[data-testid="credits-badge"]');
  return text === undefined ? badge : badge.filter({ hasText: whole(text) });
}

/** Waits for the element with `testId` to show `expected` (its whole text, unless `partial`). */
export async function expectText(page: Page, testId: string, expected: string, { partial = false } = {}): Promise<void> {
  const locator = page.getByTestId(testId);
  try {
    await locator.filter({ hasText: partial ? expected : whole(expected) }).waitFor();
  } catch (error) {
    const actual = await locator.textContent().catch(() => null);
    throw new Error(`[data-testid=${testId}] shows "${actual}", expected "${expected}"`, { cause: error });
  }
}

export async function expectPath(page: Page, pathname: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)));
}

/** The page got rid of its `?checkout=…` / `?portal=…` marker. */
export async function expectCleanAddress(page: Page): Promise<void> {
  await page.waitForURL((url) => url.search === '');
}

/** Nothing is wider than the screen; names the first elements that stick out when something is. */
export async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const limit = window.innerWidth;
    if (document.documentElement.scrollWidth <= limit) return null;
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
      .slice(-3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
    return { width: document.documentElement.scrollWidth, limit, culprits };
  });
  if (overflow) throw new Error(`${where} is ${overflow.width} px wide on a ${overflow.limit} px screen: ${overflow.culprits.join(', ')}`);
}

type NewAccount = { name: string; email: string };

/**
 * Creates an account through the API. Given `page`, the new session is that browser's (page.request
 * shares the context's cookies); without it, the browser stays signed out.
 */
export async function signUpViaApi(baseUrl: string, account: NewAccount, page?: Page): Promise<void> {
  const data = { ...account, password: PASSWORD, whatsapp: WHATSAPP };
  const headers = { origin: baseUrl };
  if (page) {
    const response = await page.request.post('/api/auth/sign-up/email', { headers, data });
    if (!response.ok()) throw new Error(`API sign-up answered ${response.status()}: ${await response.text()}`);
    return;
  }
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  if (!response.ok) throw new Error(`API sign-up answered ${response.status}: ${await response.text()}`);
}

/** A new account (email tagged `tag`) signed in in this browser, without going through the form. */
export async function signUpInBrowser(page: Page, baseUrl: string, tag: string, name: string): Promise<void> {
  await signUpViaApi(baseUrl, { name, email: uniqueEmail(tag) }, page);
}

/** Fills and sends the "Cadastrar" tab of /auth. */
export async function fillSignUp(page: Page, fields: NewAccount & { password: string; confirmPassword: string }): Promise<void> {
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome completo', { exact: true }).fill(fields.name);
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('WhatsApp', { exact: true }).fill(WHATSAPP);
  await page.getByLabel('Senha', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(fields.confirmPassword);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

/** Opens the header's user menu and picks `item` ("Meu Perfil", "Sair"). */
export async function userMenu(page: Page, item: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

export async function stepHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

export async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
}

/** Checks the radio named `name` inside `scope`, and fails if it did not get checked. */
export async function radioIn(scope: Page | Locator, name: string): Promise<void> {
  const option = scope.getByRole('radio', { name, exact: true });
  await option.click();
  const checked = await option.getAttribute('aria-checked');
  if (checked !== 'true') throw new Error(`"${name}" is not checked after a click (aria-checked=${checked})`);
}

export async function radio(page: Page, name: string): Promise<void> {
  await radioIn(page, name);
}

/** Waits until the image has loaded (and fails if it cannot), so screenshots show it; returns its natural size. */
export async function imageLoaded(image: Locator): Promise<{ width: number; height: number }> {
  await image.waitFor();
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return image.evaluate(
    (element) =>
      new Promise<{ width: number; height: number }>((resolve, reject) => {
        const img = element as HTMLImageElement;
        if (img.complete) {
          if (img.naturalWidth > 0) resolve({ width: img.naturalWidth, height: img.naturalHeight });
          else reject(new Error(`image failed to load: ${img.src}`));
          return;
        }
        img.addEventListener('load', () => resolve({ width: img.naturalWidth, height: img.naturalHeight }), { once: true });
        img.addEventListener('error', () => reject(new Error(`image failed to load: ${img.src}`)), { once: true });
      }),
  );
}

/** Every <img> named `name` has loaded. */
export async function imagesLoaded(page: Page, name: string | RegExp): Promise<void> {
  const images = page.getByRole('img', { name });
  await images.first().waitFor();
  for (const image of await images.all()) await imageLoaded(image);
}

/** Clicks the download button named `button`; returns the file once the app says it started. */
export async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  await toast(page, 'Download iniciado!').waitFor();
  return file;
}

/** Fails unless the image does (or does not) carry the FoodArt watermark. */
export async function expectWatermark(image: Buffer, expected: boolean, what: string): Promise<void> {
  const marked = await hasWatermark(image);
  if (marked !== expected) throw new Error(`${what} ${marked ? 'carries' : 'does not carry'} the FoodArt watermark`);
}

/** The same for a downloaded file. */
export async function expectDownloadWatermark(file: Download, expected: boolean, what: string): Promise<void> {
  await expectWatermark(await readFile(await file.path()), expected, `${what} (${file.suggestedFilename()})`);
}

/** Opens a wizard with the landing page's `button`: it shows `heading` in place of the hero, without a route change. */
export async function openWizardInPlace(page: Page, button: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await stepHeading(page, heading);
  if (new URL(page.url()).pathname !== '/') throw new Error(`the wizard changed the route to ${page.url()}`);
}

/** Foto Pro step 1 through the real file chooser (a click on the drop zone). */
export async function choosePhoto(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: /clique para escolher/ }).click(),
  ]);
  await chooser.setFiles(file);
  await page.getByRole('img', { name: /Prévia da foto escolhida/ }).waitFor();
}

/** From step 1 of the open Foto Pro wizard to step 3 (the scenario), with `file` and `platform` chosen. */
export async function photoProToScenario(page: Page, file: string, platform: string): Promise<void> {
  await stepHeading(page, 'Envie a foto do seu prato');
  await choosePhoto(page, file);
  await next(page);
  await stepHeading(page, 'Onde a foto vai ser usada?');
  await radio(page, platform);
  await next(page);
  await stepHeading(page, 'Escolha o cenário');
}

/** From step 1 of the open Foto Pro wizard to step 4 with everything chosen, before "Gerar Foto Pro". */
export async function walkPhotoPro(page: Page, file: string, choice: { platform: string; scenario: string; style: string }): Promise<void> {
  await photoProToScenario(page, file, choice.platform);
  await radio(page, choice.scenario);
  await next(page);
  await stepHeading(page, 'Escolha o estilo');
  await radio(page, choice.style);
}

/** Presses "Gerar Foto Pro" and waits for step 5, the success toast and both pictures. */
export async function generatePhotoPro(page: Page, screenshot: Screenshot, successToast: string, label: string): Promise<void> {
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

/**
 * On the profile, "Comprar Mais": picks the package of `credits` (showing `price`, when given) and the
 * payment `method`, saves the screenshot `shot` and orders it (the demonstration checkout opens next).
 */
export async function orderPackage(
  page: Page,
  screenshot: Screenshot,
  order: { credits: string; method: string; price?: string },
  shot: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Comprar Mais' }).click();
  const packages = page.getByRole('dialog', { name: 'Comprar créditos' });
  if (order.price) await packages.getByRole('radio', { name: order.credits, exact: true }).getByText(order.price, { exact: true }).waitFor();
  await radioIn(packages, order.credits);
  await radioIn(packages, order.method);
  await screenshot(shot);
  await packages.getByRole('button', { name: 'Comprar', exact: true }).click();
}

/** Pays the open demonstration order on screen and waits to be back, clean, at `returnPath`. */
export async function payDemoOrder(page: Page, screenshot: Screenshot, label: string, returnPath: string): Promise<void> {
  await expectPath(page, DEMO_CHECKOUT);
  await page.getByRole('heading', { name: 'Finalizar pagamento' }).waitFor();
  await page.getByText('Modo demonstração — nenhuma cobrança real será feita.').waitFor();
  await screenshot(`${label}-demo-checkout`);
  await page.getByRole('button', { name: 'Pagar (demonstração)' }).click();
  await expectPath(page, returnPath);
  await toast(page, 'Pagamento confirmado! Seus créditos foram atualizados.').waitFor();
  await expectCleanAddress(page);
}
