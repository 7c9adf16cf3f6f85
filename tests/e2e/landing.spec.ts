// The landing page as a new visitor meets it (issue #13, spec §1), on a computer (1280 px) and on a
// phone (390 px, touch): every section in order, the before/after carousel moving by itself, by swipe
// and by keys, the platform strip moving, the "Como funciona" tabs by keyboard, the gallery's arts, both
// calls to action opening their flow in place, the way to the plans (a footer link; "Ver Planos" in the
// user menu), no sideways scroll, and full-page screenshots of both widths to look at.
// Texts are written out rather than imported, so a changed wording fails here.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { Journey, JourneyContext } from './run.ts';
import { expectNoSideScroll, imageLoaded, signUpViaApi, stepHeading, uniqueEmail, userMenu } from './support.ts';

const RESULTS_DIR = path.resolve('test-results/e2e');
const PHONE = { width: 390, height: 844 };
/** The carousel moves every 4 s (spec §9): a little more than one period. */
const CAROUSEL_WAIT_MS = 6_000;

/** The section headings of spec §1, in the order the page shows them. */
const SECTION_HEADINGS = [
  'Duas formas de criar',
  'Fotos e artes no formato de cada plataforma',
  'Como funciona',
  'Tudo o que o seu delivery precisa para vender mais',
  'Feito para quem vende comida',
  'Ideias para usar no seu delivery',
  'Planos para cada fase do seu negócio',
  'Sua próxima foto pode vender muito mais',
  'Mapa do site',
];

const GALLERY = ['Promoção de Combo', 'Cardápio Digital', 'Lançamento de Sobremesa', 'Reels com Fundo Animado', 'Story de Promoção', 'Banner para iFood'];

const carousel = (page: Page) => page.getByRole('region', { name: 'Antes e depois: exemplos feitos pelo FoodArt' });

/** The id of the case the carousel shows ("hamburgueria"). */
async function shownCase(page: Page): Promise<string> {
  const testId = await carousel(page).locator('[data-active="true"]').getAttribute('data-testid');
  return testId?.replace('carousel-slide-', '') ?? '';
}

async function expectShown(page: Page, id: string, why: string, timeout = 3_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let shown = await shownCase(page);
  while (shown !== id && Date.now() < deadline) {
    await page.waitForTimeout(100);
    shown = await shownCase(page);
  }
  if (shown !== id) throw new Error(`${why}: the carousel shows "${shown}", expected "${id}"`);
}

/** Both pictures of the case shown have loaded. */
async function expectPicturesLoaded(page: Page): Promise<void> {
  const images = carousel(page).locator('[data-active="true"] img');
  if ((await images.count()) !== 2) throw new Error(`the case shown has ${await images.count()} pictures, expected 2`);
  for (const image of await images.all()) await imageLoaded(image);
}

/**
 * Scrolls down until the last section is on the page: below the first screen the sections load as the
 * visitor comes near them (or presses, touches, types).
 */
async function revealSections(page: Page): Promise<void> {
  const last = page.getByRole('heading', { name: 'Mapa do site', level: 2 });
  for (let step = 0; step < 60 && (await last.count()) === 0; step += 1) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await page.waitForTimeout(150);
  }
  await last.waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectSectionsInOrder(page: Page): Promise<void> {
  let previousTop = -Infinity;
  for (const name of SECTION_HEADINGS) {
    const heading = page.getByRole('heading', { name, exact: true, level: 2 });
    await heading.waitFor();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    if (top <= previousTop) throw new Error(`"${name}" is not below the section before it`);
    previousTop = top;
  }
}

/** In view: the element's top is inside the window, below the sticky header. */
async function expectInView(page: Page, target: Locator, what: string): Promise<void> {
  await page.waitForFunction(
    (element) => {
      const { top } = (element as Element).getBoundingClientRect();
      return top >= 0 && top < window.innerHeight * 0.75;
    },
    await target.elementHandle(),
    { timeout: 5_000 },
  ).catch(() => {
    throw new Error(`${what} did not scroll into view`);
  });
}

/** Scrolls through the whole page (lazy pictures load), then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight * 0.8);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  for (const title of GALLERY) await imageLoaded(page.getByRole('img', { name: `Arte de exemplo feita pelo FoodArt: ${title}` }));
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function fullPageScreenshot(page: Page, name: string): Promise<void> {
  await scrollThrough(page);
  // The pause buttons: the moving parts stand still for the picture.
  await carousel(page).getByRole('button', { name: 'Pausar a passagem automática' }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(RESULTS_DIR, `landing-${name}-full.png`), fullPage: true, animations: 'disabled' });
  await carousel(page).getByRole('button', { name: 'Retomar a passagem automática' }).click();
}

/** The platform strip has moved on by itself. */
async function expectStripMoves(page: Page): Promise<void> {
  const track = page.getByTestId('platform-track');
  await track.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const before = Number(await track.getAttribute('data-offset'));
  await page.waitForFunction((from) => Number(document.querySelector('[data-testid="platform-track"]')?.getAttribute('data-offset')) !== from, before, {
    timeout: 5_000,
  });
  for (const name of ['iFood', 'Rappi', '99Food', 'Uber Eats', 'Instagram', 'WhatsApp']) {
    await page.getByRole('list', { name: 'Plataformas' }).getByText(name, { exact: true }).first().waitFor({ state: 'attached' });
  }
}

async function expectSelected(tab: Locator, why: string): Promise<void> {
  const deadline = Date.now() + 2_000;
  while ((await tab.getAttribute('aria-selected')) !== 'true') {
    if (Date.now() > deadline) throw new Error(why);
    await tab.page().waitForTimeout(50);
  }
}

async function expectTabsByKeyboard(page: Page): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Como funciona' });
  const foto = tabs.getByRole('tab', { name: 'Foto' });
  const templates = tabs.getByRole('tab', { name: 'Templates' });
  await foto.scrollIntoViewIfNeeded();
  await page.getByText('Envie a foto do prato', { exact: true }).waitFor();
  await foto.focus();
  await page.keyboard.press('ArrowRight');
  await expectSelected(templates, 'ArrowRight did not select the Templates tab');
  await page.getByText('Escolha o estilo da arte', { exact: true }).waitFor();
  await page.keyboard.press('ArrowLeft');
  await expectSelected(foto, 'ArrowLeft did not select the Foto tab again');
}

/** The carousel: moves by itself, then by its keys and buttons (the focus inside pauses it). */
async function expectCarouselByItselfAndKeys(page: Page, screenshot: JourneyContext['screenshot']): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await carousel(page).scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expectShown(page, 'hamburgueria', 'at first');
  await expectPicturesLoaded(page);
  await expectShown(page, 'pizzaria', 'after 4 s', CAROUSEL_WAIT_MS);
  await expectPicturesLoaded(page);

  await carousel(page).getByRole('button', { name: 'Mostrar Confeitaria' }).click();
  await expectShown(page, 'confeitaria', 'after its dot');
  await expectPicturesLoaded(page);
  await screenshot('carousel-confeitaria');
  await page.keyboard.press('ArrowRight');
  await expectShown(page, 'acaiteria', 'after ArrowRight');
  await expectPicturesLoaded(page);
  await screenshot('carousel-acaiteria');
  await page.keyboard.press('ArrowRight');
  await expectShown(page, 'hamburgueria', 'after ArrowRight past the last case');
  await page.keyboard.press('ArrowLeft');
  await expectShown(page, 'acaiteria', 'after ArrowLeft');
  await carousel(page).getByRole('button', { name: 'Caso anterior' }).click();
  await expectShown(page, 'confeitaria', 'after "Caso anterior"');
  // With the focus inside, it waits.
  await page.waitForTimeout(CAROUSEL_WAIT_MS);
  await expectShown(page, 'confeitaria', 'while the focus is inside');
  await page.getByRole('heading', { level: 1 }).click();
}

async function expectCallsToActionInPlace(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Melhorar Minha Foto' }).click();
  await stepHeading(page, 'Envie a foto do seu prato');
  if (new URL(page.url()).pathname !== '/') throw new Error(`Foto Pro changed the route to ${page.url()}`);
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Criar Post Promocional' }).click();
  await stepHeading(page, 'Escolha um template');
  if (new URL(page.url()).pathname !== '/') throw new Error(`Templates changed the route to ${page.url()}`);
  await page.getByRole('button', { name: 'Fechar' }).click();

  // The same flows from the sections below: the page goes up to the flow, still on /.
  const lower = page.getByRole('button', { name: 'Experimentar os Templates' });
  await lower.scrollIntoViewIfNeeded();
  await lower.click();
  await stepHeading(page, 'Escolha um template');
  await expectInView(page, page.getByRole('heading', { name: 'Escolha um template', exact: true }), 'the Templates flow opened from below');
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Melhorar Minha Foto' }).waitFor();
}

/** Scrolled to: the element's top stands just below the sticky header (its scroll margin), and stays. */
async function expectScrolledTo(page: Page, target: Locator, what: string): Promise<void> {
  const settled = await page
    .waitForFunction(
      (element) => {
        const top = (element as Element).getBoundingClientRect().top;
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const w = window as unknown as { lastTop?: number };
        const still = w.lastTop === top;
        w.lastTop = top;
        return still && top >= header && top <= header + 40;
      },
      await target.elementHandle(),
      { timeout: 5_000, polling: 200 },
    )
    .catch(() => null);
  if (!settled) {
    const top = await target.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    throw new Error(`${what}: its top is at ${top} px, not just below the header`);
  }
}

async function landingJourney({ page, screenshot }: JourneyContext, width: 'desktop' | 'phone'): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: /Fotos profissionais e artes/ }).waitFor();
  await carousel(page).waitFor();
  if (width === 'phone') {
    // Far below the first screen of a phone, the sections wait for the visitor.
    await page.waitForTimeout(1_000);
    if (await page.locator('#duas-formas').count()) throw new Error('the sections below the first screen loaded before the visitor came near them');
  }
  await revealSections(page);
  await expectSectionsInOrder(page);
  await expectNoSideScroll(page, 'the landing page');
  await screenshot('first-screen');

  await expectCarouselByItselfAndKeys(page, screenshot);
  await expectStripMoves(page);
  await expectTabsByKeyboard(page);
  await expectCallsToActionInPlace(page);

  // A link to the plans scrolls to them.
  const plansLink = page.getByRole('navigation', { name: 'Mapa do site' }).getByRole('link', { name: 'Planos e preços' });
  await plansLink.scrollIntoViewIfNeeded();
  await plansLink.click();
  await expectScrolledTo(page, page.locator('#pricing-section'), 'the pricing section after "Planos e preços"');
  await screenshot('pricing');

  await expectNoSideScroll(page, `the landing page at ${width}`);
  await fullPageScreenshot(page, width);
}

/** A swipe on the carousel's pictures: a touch (CDP touch events) on the phone, a mouse drag on a computer. */
async function swipe(page: Page, direction: 'left' | 'right', touch: boolean): Promise<void> {
  const box = await page.getByTestId('carousel-viewport').boundingBox();
  if (!box) throw new Error('the carousel is not on the screen');
  const y = box.y + box.height / 2;
  const from = box.x + box.width * (direction === 'left' ? 0.8 : 0.2);
  const to = box.x + box.width * (direction === 'left' ? 0.2 : 0.8);
  if (!touch) {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 8 });
    await page.mouse.up();
    await page.mouse.move(0, 0);
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function expectSwipes(page: Page, touch: boolean): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await carousel(page).scrollIntoViewIfNeeded();
  const start = await shownCase(page);
  const order = ['hamburgueria', 'pizzaria', 'confeitaria', 'acaiteria'];
  const after = (id: string, by: number) => order[(order.indexOf(id) + by + order.length) % order.length]!;
  await swipe(page, 'left', touch);
  await expectShown(page, after(start, 1), 'after a swipe to the left', 1_500);
  await swipe(page, 'right', touch);
  await expectShown(page, start, 'after a swipe to the right', 1_500);
}

export const journeys: Journey[] = [
  {
    name: 'landing at 1280 px: every section in order, the carousel by itself, by keys and by a drag, the calls to action in place, the plans link',
    // Waits for the carousel (4 s, twice) and the strip (2 s) in real time, and scrolls the whole page.
    timeoutMs: 120_000,
    run: async (ctx) => {
      await landingJourney(ctx, 'desktop');
      await expectSwipes(ctx.page, false);
    },
  },
  {
    name: 'landing at 390 px (touch): every section, the carousel by itself, by keys and by swipe, "Ver Planos" scrolls to the plans',
    timeoutMs: 150_000,
    run: async (ctx) => {
      const { page, baseUrl, context } = ctx;
      await page.setViewportSize(PHONE);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await landingJourney(ctx, 'phone');
      await expectSwipes(page, true);

      // Signed in, "Ver Planos" in the user menu goes down to the plans.
      await signUpViaApi(baseUrl, { name: 'Bruna Teixeira', email: uniqueEmail('landing') }, page);
      await page.goto('/');
      await page.getByTestId('user-menu').waitFor();
      await userMenu(page, 'Ver Planos');
      await expectScrolledTo(page, page.locator('#pricing-section'), 'the pricing section after "Ver Planos"');
      await ctx.screenshot('ver-planos');
    },
  },
  {
    name: 'landing with reduced motion: the carousel and the strip stand still, the carousel still moves by its buttons',
    run: async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await carousel(page).waitFor();
      await expectShown(page, 'hamburgueria', 'at first');
      await page.waitForTimeout(CAROUSEL_WAIT_MS);
      await expectShown(page, 'hamburgueria', 'with reduced motion, after 6 s');
      if (await carousel(page).getByRole('button', { name: /passagem automática/ }).count()) throw new Error('a pause button shows though nothing moves');
      await carousel(page).getByRole('button', { name: 'Próximo caso' }).click();
      await expectShown(page, 'pizzaria', 'after "Próximo caso"');
      await revealSections(page);
      if (await page.getByTestId('platform-track').count()) throw new Error('the platform strip moves despite reduced motion');
      await page.getByRole('list', { name: 'Plataformas' }).getByText('iFood', { exact: true }).waitFor();
    },
  },
];
