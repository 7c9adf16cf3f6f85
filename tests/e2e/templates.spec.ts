// Templates Rápidos journey: a new account opens the wizard on the landing page, filters the templates,
// makes a feed post from a generated product photo, an SVG logo and long accented texts, downloads and
// rates it; then "Criar Nova Arte" makes a stories post without a logo on a phone, with texts the AI
// suggests. The generated files are checked at their real size (1080×1080, 1080×1920).
// Texts are written out rather than imported from the app, so a changed wording fails here.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { makeDishPhoto } from '../factories/dish-photo.ts';
import type { Journey } from './run.ts';
import {
  creditsBadge,
  download,
  expectNoSideScroll,
  expectPath,
  fillSignUp,
  GENERATION_TIMEOUT_MS,
  imageLoaded,
  openWizardInPlace,
  PASSWORD,
  PHONE,
  signUpInBrowser,
  stepHeading,
  toast,
  uniqueEmail,
} from './support.ts';

const GENERATE_PATH = '/api/arts/generate';

const FEED_TEXTS = {
  title: 'Promoção de Sexta: X-Bacon Duplo com Cheddar e Cebola Caramelizada',
  price: '3490',
  priceShown: 'R$ 34,90',
  description:
    'Pão brioche tostado na manteiga, dois hambúrgueres de 150 g, bacon crocante, cheddar cremoso e maionese da casa. Acompanha batata rústica e refrigerante — só nesta sexta-feira, até às 23h!',
  cta: 'Peça já pelo iFood ou WhatsApp!',
};
const STORIES_TITLE = 'Açaí Cremoso de 500 ml com Paçoca, Leite Condensado e Morangos';

/** A round brand mark drawn with shapes only (no font needed to rasterise it). */
const LOGO_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <circle cx="200" cy="200" r="190" fill="#b3261e"/>
  <circle cx="200" cy="200" r="160" fill="#ffc914"/>
  <path d="M95 190 Q200 70 305 190 Z" fill="#d9822b"/>
  <rect x="90" y="200" width="220" height="26" rx="10" fill="#3f7d20"/>
  <rect x="95" y="232" width="210" height="34" rx="12" fill="#5a2a12"/>
  <path d="M95 276 H305 Q300 320 200 320 Q100 320 95 276 Z" fill="#d9822b"/>
</svg>`;

async function expectFocused(locator: Locator, what: string): Promise<void> {
  const focused = await locator.evaluate((element) => element === document.activeElement);
  if (!focused) throw new Error(`${what} does not have the focus`);
}

/** Picks `file` through the real file chooser (a click on the drop zone named `zone`). */
async function chooseFile(page: Page, zone: RegExp, file: string, preview: RegExp): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: zone }).click()]);
  await chooser.setFiles(file);
  await imageLoaded(page.getByRole('img', { name: preview }));
}

/** Every example image of the visible template cards has loaded. */
async function templateExamplesLoaded(page: Page): Promise<void> {
  const examples = page.getByRole('img', { name: /^Exemplo do template / });
  for (const example of await examples.all()) {
    await example.scrollIntoViewIfNeeded();
    await imageLoaded(example);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Picks the cuisine filter `cuisine` and waits until every listed template is of that cuisine. */
async function onlyCuisine(page: Page, cuisine: string): Promise<void> {
  await page.getByRole('radio', { name: cuisine }).click();
  await page.waitForFunction((name) => {
    const list = document.querySelector('[aria-label="Templates"]');
    return list !== null && Array.from(list.querySelectorAll(':scope > li')).every((item) => item.textContent?.includes(name));
  }, cuisine);
}

/** The text field labelled `label`. */
function field(page: Page, label: RegExp): Locator {
  return page.getByRole('textbox', { name: label });
}

async function expectValue(locator: Locator, expected: string, what: string): Promise<void> {
  const value = await locator.inputValue();
  if (value !== expected) throw new Error(`${what} holds "${value}", expected "${expected}"`);
}

/** Presses "Gerar Arte", watches the staged bar, and waits for "Arte Criada!"; returns the art's natural size. */
async function generate(page: Page, screenshot: (name: string) => Promise<void>, successToast: string, label: string) {
  const stages: string[] = [];
  const bar = page.getByRole('progressbar', { name: 'Progresso da geração' });
  await page.getByRole('button', { name: 'Gerar Arte', exact: true }).click();
  await bar.waitFor({ timeout: 5_000 });
  await screenshot(`${label}-generating`);
  // Sample the stage while the request runs: it may only move forward, and never sit at 85% once done.
  const deadline = Date.now() + GENERATION_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const text = await bar.getAttribute('aria-valuetext', { timeout: 1_000 }).catch(() => null);
    if (text === null) break;
    if (stages.at(-1) !== text.replace(/ \(\d+%\)$/, '')) stages.push(text.replace(/ \(\d+%\)$/, ''));
    await page.waitForTimeout(100);
  }
  await page.getByRole('heading', { name: 'Arte Criada!', exact: true }).waitFor({ timeout: GENERATION_TIMEOUT_MS });
  const order = ['Processando imagens', 'Analisando template', 'Gerando arte com IA', 'Finalizando', 'Concluído'];
  const positions = stages.map((stage) => order.indexOf(stage));
  if (positions.some((position) => position < 0) || positions.some((position, i) => i > 0 && position < positions[i - 1]!)) {
    throw new Error(`the progress stages went ${stages.join(' → ')}`);
  }
  if (!stages.includes('Concluído')) throw new Error(`the bar never said "Concluído" (stages: ${stages.join(' → ')})`);
  await toast(page, successToast).waitFor();
  await expectFocused(page.getByRole('heading', { name: 'Arte Criada!' }), 'the result heading');
  const art = page.getByRole('img', { name: /^Arte gerada: / });
  const size = await imageLoaded(art);
  await screenshot(`${label}-result`);
  return size;
}

export const journeys: Journey[] = [
  {
    name: 'Templates Rápidos: feed art with logo, then stories without logo on a phone, download and rate',
    run: async ({ page, baseUrl, screenshot }) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'foodart-e2e-templates-'));
      const productFile = path.join(dir, 'x-bacon.jpg');
      const logoFile = path.join(dir, 'logo-hamburgueria.svg');
      await writeFile(productFile, await makeDishPhoto({ width: 1200, height: 900, format: 'jpeg' }));
      await writeFile(logoFile, LOGO_SVG);
      let generateRequests = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === GENERATE_PATH) generateRequests += 1;
      });

      try {
        await signUpInBrowser(page, baseUrl, 'templates', 'Bruno Araújo');
        await page.goto('/');
        await creditsBadge(page, '3 créditos').waitFor();

        // Step 1: the wizard opens in place of the hero, without a route change, at its heading.
        await openWizardInPlace(page, 'Criar Post Promocional', 'Escolha um template');
        await expectFocused(page.getByRole('heading', { name: 'Escolha um template' }), 'the step heading');
        const cards = page.getByRole('list', { name: 'Templates' }).getByRole('button');
        await cards.first().waitFor();
        await templateExamplesLoaded(page);
        await screenshot('step-1-templates');

        // The cuisine filter: only burger templates remain.
        const total = await cards.count();
        await page.getByRole('radio', { name: 'Hambúrguer' }).click();
        await page.waitForFunction(
          (all) => {
            const list = document.querySelector('[aria-label="Templates"]');
            return list !== null && list.querySelectorAll(':scope > li').length < all;
          },
          total,
        );
        const burgers = await cards.all();
        for (const burgerCard of burgers) {
          const text = await burgerCard.innerText();
          if (!text.includes('Hambúrguer')) throw new Error(`a card under "Hambúrguer" reads: ${text.replace(/\s+/g, ' ')}`);
        }
        await templateExamplesLoaded(page);
        await screenshot('step-1-filtered');

        // Choosing a template moves on to step 2.
        const feedCard = cards.filter({ hasText: 'Feed · 1080×1080' }).first();
        const templateName = (await feedCard.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).innerText())).trim();
        // Chosen with the keyboard: the card is a button.
        await feedCard.focus();
        await page.keyboard.press('Enter');
        await stepHeading(page, 'Envie a foto do produto e o seu logo');
        await expectFocused(page.getByRole('heading', { name: 'Envie a foto do produto e o seu logo' }), 'the step 2 heading');
        await page.getByText('PNG ou JPG até 5MB').waitFor();
        await page.getByText('PNG, JPG ou SVG até 5MB').waitFor();
        const next = page.getByRole('button', { name: 'Próximo', exact: true });
        if (await next.isEnabled()) throw new Error('"Próximo" is enabled before the product image');
        await screenshot('step-2-empty');
        await chooseFile(page, /Arraste a foto do produto/, productFile, /^Prévia do produto: x-bacon\.jpg$/);
        await chooseFile(page, /Arraste o seu logo/, logoFile, /^Prévia do logo: logo-hamburgueria\.svg$/);
        await page.getByRole('button', { name: 'Remover produto' }).waitFor();
        await page.getByRole('button', { name: 'Remover logo' }).waitFor();
        await screenshot('step-2-images');
        await next.click();

        // Step 3: long accented texts, the price typed as digits, the feed format.
        await stepHeading(page, 'Escreva os textos da promoção');
        await page.getByText(templateName).first().waitFor();
        await field(page, /Título da promoção/).fill(FEED_TEXTS.title);
        await field(page, /Preço/).pressSequentially(FEED_TEXTS.price);
        await expectValue(field(page, /Preço/), FEED_TEXTS.priceShown, 'the price');
        await field(page, /Descrição/).fill(FEED_TEXTS.description);
        await field(page, /Chamada para ação/).fill(FEED_TEXTS.cta);
        await page.getByRole('radio', { name: 'Feed' }).click();
        await screenshot('step-3-texts-feed');

        const feed = await generate(page, screenshot, 'Arte criada! 2 créditos restantes', 'feed');
        if (feed.width !== 1080 || feed.height !== 1080) throw new Error(`the feed art is ${feed.width}×${feed.height}, expected 1080×1080`);
        await creditsBadge(page, '2 créditos').waitFor();

        // Download: the file is arte-{timestamp}.png.
        const fileName = (await download(page, 'Baixar Imagem')).suggestedFilename();
        if (!/^arte-\d+\.png$/.test(fileName)) throw new Error(`downloaded file is named "${fileName}"`);

        // Rating: "Adorei!" opens the detailed form.
        await page.getByRole('button', { name: 'Adorei!' }).click();
        await page.getByRole('radiogroup', { name: 'Qualidade do texto' }).getByRole('radio').nth(4).click();
        await page.getByRole('textbox', { name: 'Comentário (opcional)' }).fill('Ficou ótima, as cores do logo combinaram!');
        await screenshot('feed-rating');
        await page.getByRole('button', { name: 'Enviar avaliação' }).click();
        await toast(page, 'Avaliação enviada! Obrigado pelo feedback.').waitFor();

        // A new art on a phone: stories, no logo, the AI writes the description and the call to action.
        await page.setViewportSize(PHONE);
        await page.getByRole('button', { name: 'Criar Nova Arte' }).click();
        await stepHeading(page, 'Escolha um template');
        await cards.first().waitFor();
        await templateExamplesLoaded(page);
        await expectNoSideScroll(page, 'step 1');
        await screenshot('phone-step-1');
        await onlyCuisine(page, 'Açaí');
        await cards.first().click();
        await stepHeading(page, 'Envie a foto do produto e o seu logo');
        if (await page.getByRole('img', { name: /^Prévia do/ }).count()) throw new Error('"Criar Nova Arte" kept the previous images');
        await chooseFile(page, /Arraste a foto do produto/, productFile, /^Prévia do produto: x-bacon\.jpg$/);
        await expectNoSideScroll(page, 'step 2');
        await screenshot('phone-step-2');
        await next.click();
        await stepHeading(page, 'Escreva os textos da promoção');
        await field(page, /Título da promoção/).fill(STORIES_TITLE);
        await page.getByRole('textbox', { name: 'Qual é o produto? (opcional)' }).fill('açaí na tigela');
        await page.getByRole('button', { name: 'Sugerir com IA' }).click();
        await toast(page, 'Sugestão da IA aplicada aos campos vazios. Edite à vontade!').waitFor();
        await expectValue(field(page, /Título da promoção/), STORIES_TITLE, 'the title after the suggestion');
        const suggested = await field(page, /Descrição/).inputValue();
        if (!suggested.trim()) throw new Error('the suggestion left the description empty');
        if (!(await field(page, /Chamada para ação/).inputValue()).trim()) throw new Error('the suggestion left the call to action empty');
        await field(page, /Chamada para ação/).fill('Chama no WhatsApp e peça já!');
        await page.getByRole('radio', { name: 'Stories' }).click();
        await expectNoSideScroll(page, 'step 3');
        await screenshot('phone-step-3');

        const stories = await generate(page, screenshot, 'Arte criada! 1 crédito restante', 'phone-stories');
        if (stories.width !== 1080 || stories.height !== 1920) throw new Error(`the stories art is ${stories.width}×${stories.height}, expected 1080×1920`);
        await creditsBadge(page, '1 crédito').waitFor();
        const shown = await page.getByRole('img', { name: /^Arte gerada: / }).boundingBox();
        if (!shown || shown.height <= shown.width * 1.6) throw new Error(`the stories art is shown ${shown?.width}×${shown?.height}, not tall`);
        await expectNoSideScroll(page, 'the result');
        await page.getByRole('button', { name: 'Precisa melhorar' }).click();
        await toast(page, 'Avaliação enviada! Obrigado pelo feedback.').waitFor();
        await page.getByRole('button', { name: 'Baixar Imagem' }).scrollIntoViewIfNeeded();
        await screenshot('phone-stories-rated');

        if (generateRequests !== 2) throw new Error(`expected 2 generate requests, saw ${generateRequests}`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'Templates Rápidos: a visitor signs up at "Gerar Arte" and finds the draft waiting',
    run: async ({ page, screenshot }) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'foodart-e2e-templates-visitor-'));
      const productFile = path.join(dir, 'pastel.png');
      await writeFile(productFile, await makeDishPhoto({ width: 900, height: 900, format: 'png' }));
      try {
        await page.goto('/');
        await page.getByRole('link', { name: 'Entrar / Cadastrar' }).waitFor();
        await page.getByRole('button', { name: 'Criar Post Promocional' }).click();
        await stepHeading(page, 'Escolha um template');
        await onlyCuisine(page, 'Pastel');
        await page.getByRole('list', { name: 'Templates' }).getByRole('button').first().click();
        await stepHeading(page, 'Envie a foto do produto e o seu logo');
        await chooseFile(page, /Arraste a foto do produto/, productFile, /^Prévia do produto: pastel\.png$/);
        await page.getByRole('button', { name: 'Próximo', exact: true }).click();
        await stepHeading(page, 'Escreva os textos da promoção');
        await field(page, /Título da promoção/).fill('Pastel de Feira Crocante — Carne, Queijo ou Palmito');
        await page.getByRole('button', { name: 'Gerar Arte', exact: true }).click();

        await toast(page, 'Faça login para criar suas artes!').waitFor();
        await expectPath(page, '/auth');
        await screenshot('visitor-sent-to-auth');
        await fillSignUp(page, { name: 'Joana Conceição', email: uniqueEmail('visitor'), password: PASSWORD, confirmPassword: PASSWORD });

        // Back home with the wizard where the visitor left it: the texts, the template and the photo.
        await expectPath(page, '/');
        await stepHeading(page, 'Escreva os textos da promoção');
        await expectValue(field(page, /Título da promoção/), 'Pastel de Feira Crocante — Carne, Queijo ou Palmito', 'the kept title');
        await creditsBadge(page, '3 créditos').waitFor();
        await screenshot('visitor-draft-resumed');
        const art = await generate(page, screenshot, 'Arte criada! 2 créditos restantes', 'visitor');
        const format = (await page.getByText(/^(Feed|Stories) · 1080×/).innerText()).trim();
        const expected = format.startsWith('Feed') ? { width: 1080, height: 1080 } : { width: 1080, height: 1920 };
        if (art.width !== expected.width || art.height !== expected.height) throw new Error(`the art is ${art.width}×${art.height} for "${format}"`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  },
];
