// The landing page below its first screen: what FoodArt does and the plans. Loaded right after the
// first paint (landing-page.tsx), so the hero does not wait for it; it scrolls to a section asked for
// by "Ver Planos" once it is on the page.
import { Camera, LayoutTemplate, Smartphone } from 'lucide-react';
import { useEffect } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { PricingSection } from '../../features/billing/components/pricing-section';
import { scrollToSection } from '../../lib/sections';

const FEATURES = [
  {
    icon: Camera,
    title: 'Foto Pro',
    text: 'Remove o fundo, corrige luz e cor e entrega a foto no formato certo para cada plataforma.',
  },
  {
    icon: LayoutTemplate,
    title: 'Templates Rápidos',
    text: 'Mais de 20 estilos de post com o seu logo, as cores da sua marca e textos escritos pela IA.',
  },
  {
    icon: Smartphone,
    title: 'Pronto para o delivery',
    text: 'Imagens prontas para iFood, Rappi, 99Food, cardápio digital, feed e stories do Instagram.',
  },
] as const;

export type LandingSectionsProps = {
  /** A section to scroll to (router state from "Ver Planos" on another page). */
  scrollTo?: string;
  /** Changes with every navigation, so asking again for the same section scrolls again. */
  navigationKey: string;
};

export function LandingSections({ scrollTo, navigationKey }: LandingSectionsProps) {
  useEffect(() => {
    if (scrollTo) scrollToSection(scrollTo);
  }, [scrollTo, navigationKey]);

  return (
    <>
      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 pb-20">
        <h2 id="features-heading" className="sr-only">
          O que o FoodArt faz
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent className="grid gap-3">
                  <span className="grid size-11 place-items-center rounded-xl bg-secondary text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="text-lg font-bold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <PricingSection />
    </>
  );
}
