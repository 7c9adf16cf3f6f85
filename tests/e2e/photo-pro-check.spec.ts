// Foto Pro pre-check journey: a photo whose dish the frame cuts (made here; the real engine decides
// "touches-edge") is announced before any credit is spent. "Trocar foto" spends nothing (credits and
// creations unchanged, no enhance request); "Continuar" — on a 360 px phone — makes an in-place photo
// whose result step and Minhas Criações say the scenario was not applied.
// Texts are written out rather than imported from the app, so a changed wording fails here.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CUT_BY_FRAME, makeDishPhoto } from '../factories/dish-photo.ts';
import type { Journey } from './run.ts';
import {
  creditsBadge,
  expectNoSideScroll,
  expectPath,
  GENERATION_TIMEOUT_MS,
  imagesLoaded,
  next,
  openWizardInPlace,
  PHONE,
  photoProToScenario,
  radio,
  signUpInBrowser,
  stepHeading,
  toast,
  userMenu,
} from './support.ts';

const TOUCHES_EDGE =
  'O prato encosta na borda da foto: o cenário escolhido não vai aparecer. Vamos melhorar luz, cor e nitidez mantendo o fundo original.';
const SCENARIO = 'Mesa de Madeira Rústica';
/** Two pre-checks and one enhancement with the real engine on 2 shared cores, plus a cold model. */
const JOURNEY_TIMEOUT_MS = 120_000;

type Counted = { checks: number; enhances: number };

async function account(page: import('playwright-core').Page): Promise<{ credits: number; photos: number }> {
  const me = await page.request.get('/api/me');
  const creations = await page.request.get('/api/creations');
  if (!me.ok() || !creations.ok()) throw new Error(`GET /api/me ${me.status()}, /api/creations ${creations.status()}`);
  const { credits } = (await me.json()) as { credits: { remaining: number } };
  const { items } = (await creations.json()) as { items: unknown[] };
  return { credits: credits.remaining, photos: items.length };
}

/** Step 3 → 4 with the predefined scenario and a lighting style, then "Gerar Foto Pro" up to the pre-check's dialog. */
async function chooseScenarioAndGenerate(page: import('playwright-core').Page): Promise<import('playwright-core').Locator> {
  await radio(page, 'Escolher Cenário Padrão');
  await page.getByRole('radiogroup', { name: 'Cenários padrão' }).getByRole('radio', { name: SCENARIO }).click();
  await next(page);
  await stepHeading(page, 'Escolha o estilo');
  await radio(page, 'Luz Natural');
  await page.getByRole('button', { name: 'Gerar Foto Pro', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'O cenário escolhido não vai aparecer' });
  await dialog.waitFor({ timeout: GENERATION_TIMEOUT_MS });
  await dialog.getByText(TOUCHES_EDGE, { exact: true }).waitFor();
  return dialog;
}

export const journeys: Journey[] = [
  {
    name: 'Foto Pro pre-check: a dish cut by the frame is announced before paying; Trocar foto spends nothing, Continuar says the scenario was not applied',
    timeoutMs: JOURNEY_TIMEOUT_MS,
    run: async ({ page, baseUrl, screenshot }) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'foodart-e2e-check-'));
      const photoFile = path.join(dir, 'prato-na-borda.jpg');
      await writeFile(photoFile, await makeDishPhoto(CUT_BY_FRAME));
      const counted: Counted = { checks: 0, enhances: 0 };
      await page.route('**/api/photos/*', async (route) => {
        const url = new URL(route.request().url());
        if (route.request().method() === 'POST' && url.pathname === '/api/photos/check') counted.checks += 1;
        if (route.request().method() === 'POST' && url.pathname === '/api/photos/enhance') counted.enhances += 1;
        await route.continue();
      });

      try {
        await signUpInBrowser(page, baseUrl, 'precheck', 'Bruno Lima');
        await page.goto('/');
        await creditsBadge(page, '3 créditos').waitFor();

        // Desktop: the warning comes before any credit is spent.
        await openWizardInPlace(page, 'Melhorar Minha Foto', 'Envie a foto do seu prato');
        await photoProToScenario(page, photoFile, 'iFood');
        const dialog = await chooseScenarioAndGenerate(page);
        await screenshot('desktop-warning');
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
        if (focused !== 'Trocar foto') throw new Error(`the dialog opened with the focus on "${focused}", expected "Trocar foto"`);
        if (counted.checks !== 1 || counted.enhances !== 0) throw new Error(`before a choice: ${counted.checks} checks, ${counted.enhances} enhancements`);
        const before = await account(page);
        if (before.credits !== 3 || before.photos !== 0) throw new Error(`the warning cost something: ${JSON.stringify(before)}`);

        // "Trocar foto": back to the photo, nothing spent, nothing recorded.
        await dialog.getByRole('button', { name: 'Trocar foto' }).click();
        await stepHeading(page, 'Envie a foto do seu prato');
        await creditsBadge(page, '3 créditos').waitFor();
        const after = await account(page);
        if (after.credits !== 3 || after.photos !== 0 || counted.enhances !== 0) {
          throw new Error(`"Trocar foto" spent something: ${JSON.stringify(after)}, ${counted.enhances} enhancements`);
        }
        await screenshot('desktop-changed-photo');

        // A 360 px phone: the same photo again, "Continuar" this time. The choices were kept.
        await page.setViewportSize(PHONE);
        await next(page);
        await stepHeading(page, 'Onde a foto vai ser usada?');
        if ((await page.getByRole('radio', { name: 'iFood' }).getAttribute('aria-checked')) !== 'true') throw new Error('iFood was forgotten');
        await next(page);
        // The predefined grid, still chosen, has a heading of the same words.
        await page.getByRole('heading', { level: 3, name: 'Escolha o cenário' }).waitFor();
        const again = await chooseScenarioAndGenerate(page);
        await expectNoSideScroll(page, 'the pre-check dialog on a phone');
        await screenshot('phone-warning');
        await again.getByRole('button', { name: 'Continuar' }).click();
        await page.getByRole('heading', { name: 'Sua Foto Pro está pronta!' }).waitFor({ timeout: GENERATION_TIMEOUT_MS });
        await toast(page, 'Foto melhorada! 2 créditos restantes').waitFor();
        await imagesLoaded(page, /Foto (original|melhorada)/);
        const outcome = page.getByTestId('scenario-outcome');
        await outcome.getByText('Foto melhorada no fundo original — o cenário não foi aplicado').waitFor();
        await outcome.getByText('O prato encosta na borda da foto original.').waitFor();
        await expectNoSideScroll(page, 'the in-place result on a phone');
        await screenshot('phone-in-place-result');
        await creditsBadge(page, '2 créditos').waitFor();
        if ((counted as Counted).enhances !== 1) throw new Error(`${counted.enhances} enhancements after "Continuar", expected 1`);

        // The answer stated the mode; Minhas Criações says it too.
        await userMenu(page, 'Minhas Criações');
        await expectPath(page, '/my-creations');
        await page.getByTestId('creation-scenario').getByText('Foto melhorada no fundo original — o cenário não foi aplicado').waitFor();
        await screenshot('phone-my-creations');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  },
];
