// The landing's closing block of links (spec §1: a footer with link groups): every link leads to a
// section of this page or to a route of the app, and the photo credits the carousel owes.
import { Link } from 'react-router';
import { PRICING_SECTION_ID } from '../../../lib/sections';

type FooterLink = { label: string; href: string; route?: boolean };

const GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Produto',
    links: [
      { label: 'Foto Pro e Templates Rápidos', href: '#duas-formas' },
      { label: 'Como funciona', href: '#como-funciona' },
      { label: 'Exemplos de artes', href: '#exemplos' },
      { label: 'Planos e preços', href: `#${PRICING_SECTION_ID}` },
    ],
  },
  {
    title: 'Sua conta',
    links: [
      { label: 'Entrar ou criar conta', href: '/auth', route: true },
      { label: 'Meu perfil', href: '/profile', route: true },
      { label: 'Minhas criações', href: '/my-creations', route: true },
      { label: 'Assinatura', href: '/subscription', route: true },
    ],
  },
  {
    title: 'Conheça',
    links: [
      { label: 'Benefícios', href: '#beneficios' },
      { label: 'Plataformas atendidas', href: '#plataformas' },
      { label: 'Depoimentos', href: '#depoimentos' },
      { label: 'Documentação da API', href: '/api/docs' },
    ],
  },
];

const LINK = 'rounded text-sm text-muted-foreground transition-colors hover:text-primary hover:underline';

export function LandingFooter() {
  return (
    <nav aria-labelledby="site-map-heading" className="border-t border-border bg-card/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12">
        <h2 id="site-map-heading" className="sr-only">
          Mapa do site
        </h2>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {GROUPS.map((group) => (
            <div key={group.title} className="grid content-start gap-3">
              <h3 className="text-sm font-bold">{group.title}</h3>
              <ul className="grid gap-2">
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    {link.route ? (
                      <Link to={link.href} className={LINK}>
                        {link.label}
                      </Link>
                    ) : (
                      <a href={link.href} className={LINK}>
                        {link.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="text-xs text-pretty text-muted-foreground">
          Foto real do carrossel (tiramisù): projeto{' '}
          <a href="https://github.com/Anduin2017/HowToCook" className="underline hover:text-primary" rel="noopener noreferrer">
            HowToCook
          </a>
          , em domínio público (The Unlicense). O &quot;depois&quot; de cada foto, as ilustrações e as artes de exemplo foram feitos pelo
          FoodArt.
        </p>
      </div>
    </nav>
  );
}
