// Foundation journeys: sign-up with the free credits, sign-out, sign-in, the 404 page and the admin guard.
// Texts are written out rather than imported from src/shared/messages, so a changed wording fails here.
import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './fixtures.ts';
import type { Journey } from './run.ts';
import { creditsBadge, expectPath, fillSignUp, PASSWORD, signUpInBrowser, signUpViaApi, toast, uniqueEmail, userMenu } from './support.ts';

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export const journeys: Journey[] = [
  {
    name: 'sign up → badge shows 3 credits → sign out → unknown path shows the 404 page',
    run: async ({ page, screenshot }) => {
      await page.goto('/auth');
      await fillSignUp(page, { name: 'Maria da Silva', email: uniqueEmail('signup'), password: PASSWORD, confirmPassword: PASSWORD });
      await toast(page, '🎉 Conta criada! Você ganhou 3 créditos gratuitos para começar!').waitFor();
      await expectPath(page, '/');
      await creditsBadge(page, '3 créditos').waitFor();
      await screenshot('signed-up');

      await userMenu(page, 'Sair');
      await creditsBadge(page).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Entrar / Cadastrar' }).waitFor();
      await screenshot('signed-out');

      await page.goto('/uma-pagina-que-nao-existe');
      await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
      await screenshot('not-found');
    },
  },
  {
    name: 'sign up with mismatched passwords is refused and creates no account',
    expectedFailedRequests: [{ status: 401, path: '/api/auth/sign-in/email' }],
    run: async ({ page, screenshot }) => {
      const email = uniqueEmail('mismatch');
      let signUpRequests = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/sign-up/email') signUpRequests += 1;
      });

      await page.goto('/auth');
      await fillSignUp(page, { name: 'Maria da Silva', email, password: PASSWORD, confirmPassword: 'outra-senha' });
      await toast(page, 'As senhas não coincidem').waitFor();
      await screenshot('mismatch');
      await expectPath(page, '/auth');
      if (signUpRequests > 0) throw new Error('the form sent a sign-up request despite the mismatch');

      await signInThroughForm(page, email, PASSWORD);
      await toast(page, 'Email ou senha incorretos').waitFor();
      await expectPath(page, '/auth');
      await screenshot('sign-in-refused');
    },
  },
  {
    name: 'an account made through the API signs in on /auth and sees its badge',
    run: async ({ page, baseUrl, screenshot }) => {
      const email = uniqueEmail('signin');
      await signUpViaApi(baseUrl, { name: 'Joana Souza', email });

      await page.goto('/auth');
      await signInThroughForm(page, email, PASSWORD);
      await toast(page, 'Login realizado com sucesso!').waitFor();
      await expectPath(page, '/');
      await creditsBadge(page, '3 créditos').waitFor();
      await screenshot('signed-in');
    },
  },
  {
    name: 'a non-admin visiting /admin lands on /login',
    run: async ({ page, baseUrl, screenshot }) => {
      await page.goto('/admin');
      await expectPath(page, '/login');
      await page.getByRole('heading', { name: 'Painel Administrativo' }).waitFor();

      // The same for a signed-in customer: the session cookie lands in this browser context.
      await signUpInBrowser(page, baseUrl, 'customer', 'Carlos Lima');
      await page.goto('/admin');
      await expectPath(page, '/login');
      await page.getByRole('heading', { name: 'Painel Administrativo' }).waitFor();
      await screenshot('admin-refused');
    },
  },
  {
    name: 'an admin signs in on /login, sees the admin layout and signs out to /login',
    run: async ({ page, screenshot }) => {
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
      await page.getByLabel('Senha', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expectPath(page, '/admin');
      await page.getByText('Painel Administrativo').first().waitFor();
      for (const item of ['Dashboard', 'Templates', 'Dados de Treinamento', 'Criações dos Usuários', 'Fotos Melhoradas', 'Créditos dos Usuários', 'Cenários']) {
        await page.getByRole('link', { name: item, exact: true }).waitFor();
      }
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
      await screenshot('admin-dashboard');
      await page.getByRole('link', { name: 'Cenários', exact: true }).click();
      await expectPath(page, '/admin/scenarios');
      await page.getByRole('heading', { name: 'Gestão de Cenários' }).waitFor();
      await page.getByRole('button', { name: 'Sair' }).click();
      await expectPath(page, '/login');
      await toast(page, 'Logout realizado').waitFor();
      await screenshot('admin-signed-out');
    },
  },
];
