import { Camera, LayoutTemplate, Megaphone, Smartphone, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FREE_SIGNUP_CREDITS } from '../../shared/constants';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { PricingSection } from '../features/billing/components/pricing-section';
import { HeroVisual } from '../features/landing/components/hero-visual';
import { PhotoProWizard } from '../features/photo-pro/components/photo-pro-wizard';
import { clearPendingDraft, peekPendingDraft } from '../features/photo-pro/lib/draft';
import { RatingWidget } from '../features/rating/components/rating-widget';
import { ShareButton } from '../features/share/components/share-button';
import { TemplatesWizard } from '../features/templates/components/templates-wizard';
import { clearPendingTemplateDraft, peekPendingTemplateDraft } from '../features/templates/lib/draft';
import type { ResultSlots } from '../lib/result-slots';
import { scrollToSection, type ScrollToState } from '../lib/sections';

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

type Tool = 'photo-pro' | 'templates';

/** What the wizards' results offer besides the download: sharing the image and rating it. */
const RESULT_SLOTS: ResultSlots = {
  renderShare: (image) => <ShareButton size="lg" {...image} />,
  renderRating: (creation) => <RatingWidget {...creation} />,
};

export function LandingPage() {
  const location = useLocation();
  const scrollTo = (location.state as ScrollToState | null)?.scrollTo;

  // Choices a visitor made before being sent to sign in reopen their wizard where they left off.
  const [resume, setResume] = useState(() => ({ photoPro: peekPendingDraft(), templates: peekPendingTemplateDraft() }));
  const [openTool, setOpenTool] = useState<Tool | null>(() =>
    resume.templates ? 'templates' : resume.photoPro ? 'photo-pro' : null,
  );
  const photoProButtonRef = useRef<HTMLButtonElement>(null);
  const templatesButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Tool | null>(null);

  useEffect(() => {
    clearPendingDraft();
    clearPendingTemplateDraft();
  }, []);

  useEffect(() => {
    if (scrollTo) scrollToSection(scrollTo);
  }, [scrollTo, location.key]);

  // A closed wizard hands the focus back to the button that opened it.
  useEffect(() => {
    const tool = returnFocusTo.current;
    if (openTool || !tool) return;
    returnFocusTo.current = null;
    (tool === 'templates' ? templatesButtonRef : photoProButtonRef).current?.focus();
  }, [openTool]);

  const close = (tool: Tool) => {
    setResume({ photoPro: null, templates: null });
    returnFocusTo.current = tool;
    setOpenTool(null);
  };

  return (
    <>
      {openTool ? (
        <section aria-label={openTool === 'templates' ? 'Templates Rápidos' : 'Foto Pro'} className="relative">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(253_186_116/0.3),transparent),radial-gradient(40rem_24rem_at_0%_20%,rgb(254_215_170/0.3),transparent)]"
          />
          <div className="mx-auto max-w-6xl px-3 pt-6 pb-16 sm:px-4 sm:pt-10">
            {openTool === 'templates' ? (
              <TemplatesWizard initialDraft={resume.templates} onClose={() => close('templates')} {...RESULT_SLOTS} />
            ) : (
              <PhotoProWizard initialDraft={resume.photoPro} onClose={() => close('photo-pro')} {...RESULT_SLOTS} />
            )}
          </div>
        </section>
      ) : (
        <section className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(253_186_116/0.35),transparent),radial-gradient(40rem_24rem_at_0%_20%,rgb(254_215_170/0.35),transparent)]"
          />
          <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-20 sm:pt-16 lg:grid-cols-2 lg:gap-12 lg:pt-24 lg:pb-28">
            <div className="grid gap-6 text-center lg:text-left">
              <span className="mx-auto inline-flex w-fit items-center gap-1.5 rounded-full border border-orange-200 bg-card px-3 py-1 text-xs font-semibold text-secondary-foreground shadow-xs lg:mx-0">
                <Sparkles aria-hidden="true" className="size-3.5 text-primary" />
                Inteligência artificial para negócios de comida
              </span>
              <h1 className="text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl xl:text-[3.5rem]">
                Fotos profissionais e artes que <span className="text-primary">vendem mais</span> no delivery
              </h1>
              <p className="mx-auto max-w-xl text-base text-pretty text-muted-foreground sm:text-lg lg:mx-0">
                Transforme a foto do seu prato em imagem de estúdio e crie posts promocionais com a sua marca em
                segundos. Comece com {FREE_SIGNUP_CREDITS} créditos grátis.
              </p>
              <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
                <Button ref={photoProButtonRef} size="lg" onClick={() => setOpenTool('photo-pro')}>
                  <Camera aria-hidden="true" />
                  Melhorar Minha Foto
                </Button>
                <Button ref={templatesButtonRef} size="lg" variant="outline" onClick={() => setOpenTool('templates')}>
                  <Megaphone aria-hidden="true" />
                  Criar Post Promocional
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">
                Para hamburguerias, pizzarias, confeitarias, açaiterias e restaurantes.
              </p>
            </div>
            <HeroVisual />
          </div>
        </section>
      )}

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
