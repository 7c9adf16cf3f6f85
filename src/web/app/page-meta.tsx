// Each route's <title> and meta description (pt-BR), set on every navigation from the deepest route
// that declares one (`handle: { meta }` in routes.tsx). index.html carries the landing's own, with the
// Open Graph card, for crawlers and shared links that do not run JavaScript.
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { FREE_SIGNUP_CREDITS } from '../../shared/constants';

export type PageMeta = { title: string; description: string };
export type RouteHandle = { meta?: PageMeta };

const SITE = 'FoodArt';
const ADMIN = 'Painel Administrativo';
const adminSection = (section: string): PageMeta => ({
  title: `${section} — ${ADMIN} — ${SITE}`,
  description: `${section} no painel administrativo do ${SITE}.`,
});

export const PAGE_META = {
  home: {
    title: `${SITE} — Fotos profissionais e artes para delivery`,
    description: `Transforme a foto do seu prato em imagem de estúdio e crie posts promocionais com a sua marca em segundos, com IA. Comece com ${FREE_SIGNUP_CREDITS} créditos grátis.`,
  },
  auth: {
    title: `Entrar ou cadastrar — ${SITE}`,
    description: `Entre na sua conta ${SITE} ou cadastre-se e ganhe ${FREE_SIGNUP_CREDITS} créditos grátis para criar fotos e artes para o seu delivery.`,
  },
  adminLogin: { title: `Acesso administrativo — ${SITE}`, description: `Acesso restrito à equipe ${SITE}.` },
  profile: { title: `Meu Perfil — ${SITE}`, description: `Seus dados, seu plano e seus créditos no ${SITE}.` },
  myCreations: {
    title: `Minhas Criações — ${SITE}`,
    description: `As fotos e artes que você criou no ${SITE}, prontas para baixar.`,
  },
  subscription: {
    title: `Planos e assinatura — ${SITE}`,
    description: `Compare os planos do ${SITE} e assine para continuar criando fotos e artes para delivery.`,
  },
  checkout: { title: `Pagamento — ${SITE}`, description: `Confirme o seu pedido no ${SITE}.` },
  admin: { title: `${ADMIN} — ${SITE}`, description: `Painel administrativo do ${SITE}.` },
  adminTemplates: adminSection('Templates'),
  adminTraining: adminSection('Dados de Treinamento'),
  adminCreations: adminSection('Criações dos Usuários'),
  adminEnhancedPhotos: adminSection('Fotos Melhoradas'),
  adminUserCredits: adminSection('Créditos dos Usuários'),
  adminScenarios: adminSection('Cenários'),
  notFound: { title: `Página não encontrada — ${SITE}`, description: `A página que você procura não existe no ${SITE}.` },
} satisfies Record<string, PageMeta>;

function setMetaContent(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps the document's title and description in step with the route on screen. */
export function RouteMeta() {
  const matches = useMatches();
  const meta =
    matches
      .map((match) => (match.handle as RouteHandle | undefined)?.meta)
      .filter((value): value is PageMeta => value !== undefined)
      .at(-1) ?? PAGE_META.home;

  useEffect(() => {
    document.title = meta.title;
    setMetaContent('description', meta.description);
  }, [meta.title, meta.description]);

  return null;
}
