import { Camera, Megaphone, Sparkles } from 'lucide-react';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FREE_SIGNUP_CREDITS } from '../../shared/constants';
import { Button } from '../components/ui/button';
import { ChunkLoadFailed, LazyBoundary } from '../components/lazy-boundary';
import { Spinner } from '../components/ui/spinner';
import { CarouselPlaceholder } from '../features/landing/components/carousel-frame';
import type { LandingTool } from '../features/landing/components/landing-tools';
import { clearPendingDraft, peekPendingDraft } from '../features/photo-pro/lib/pending-draft';
import { clearPendingTemplateDraft, peekPendingTemplateDraft } from '../features/templates/lib/pending-draft';
import { useMe } from '../lib/auth';
import { lazyComponent, preloadOnIntent } from '../lib/lazy-component';
import { preloadRoute } from '../lib/route-preload';
import { PRICING_SECTION_ID, type ScrollToState } from '../lib/sections';

// The wizards open in place but are not part of the first download: each call to action preloads its
// wizard as soon as the visitor shows intent (pointer over it, focus, touch).
const PhotoProTool = lazyComponent(() => import('./landing/photo-pro-tool').then((module) => module.PhotoProTool));
const TemplatesTool = lazyComponent(() => import('./landing/templates-tool').then((module) => module.TemplatesTool));
// The carousel and the sections below the first screen load once the first screen is painted: nothing
// but the first screen's own files is asked for before that paint (the sections then wait for the
// visitor to come near them, landing/landing-sections.tsx).
const HeroCarousel = lazyComponent(() => import('../features/landing/components/hero-carousel').then((module) => module.HeroCarousel));
const LandingSections = lazyComponent(() => import('./landing/landing-sections').then((module) => module.LandingSections));

/**
 * False until the first frame has been painted (a task queued from the frame's callback runs after it);
 * what it then shows renders in a transition, in slices that leave the page responsive.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The sections' place until they are in (more than a screen, so the footer stays out of the first one). */
function SectionsPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-[100rem] place-items-start justify-center px-4 pt-16 lg:min-h-[60rem]">
      {/* The anchor "Ver Planos" scrolls to exists from the start (landing-sections.tsx passes it on). */}
      <div id={PRICING_SECTION_ID} data-stand-in="">
        {children}
      </div>
    </div>
  );
}

type Tool = LandingTool;
const intent = (tool: Tool) => preloadOnIntent(tool === 'templates' ? TemplatesTool : PhotoProTool);

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

  const painted = useAfterFirstPaint();

  // A visitor's "Gerar" leads to /auth: it loads while the wizard is being filled in.
  const { data: me } = useMe();
  const visitor = me === null;
  useEffect(() => {
    if (openTool && visitor) preloadRoute('/auth');
  }, [openTool, visitor]);

  // A closed wizard hands the focus back to the button that opened it.
  useEffect(() => {
    const tool = returnFocusTo.current;
    if (openTool || !tool) return;
    returnFocusTo.current = null;
    (tool === 'templates' ? templatesButtonRef : photoProButtonRef).current?.focus();
  }, [openTool]);

  const sectionsLoading = (
    <SectionsPlaceholder>
      <Spinner label="Carregando" />
    </SectionsPlaceholder>
  );

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
            <LazyBoundary
              label={openTool === 'templates' ? 'Carregando Templates Rápidos' : 'Carregando Foto Pro'}
              className="grid min-h-96 place-items-center rounded-3xl border border-border bg-card/80 p-4 shadow-soft"
              onClose={() => close(openTool)}
            >
              {openTool === 'templates' ? (
                <TemplatesTool initialDraft={resume.templates} onClose={() => close('templates')} />
              ) : (
                <PhotoProTool initialDraft={resume.photoPro} onClose={() => close('photo-pro')} />
              )}
            </LazyBoundary>
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
                <Button ref={photoProButtonRef} size="lg" onClick={() => setOpenTool('photo-pro')} {...intent('photo-pro')}>
                  <Camera aria-hidden="true" />
                  Melhorar Minha Foto
                </Button>
                <Button
                  ref={templatesButtonRef}
                  size="lg"
                  variant="outline"
                  onClick={() => setOpenTool('templates')}
                  {...intent('templates')}
                >
                  <Megaphone aria-hidden="true" />
                  Criar Post Promocional
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">
                Para hamburguerias, pizzarias, confeitarias, açaiterias e restaurantes.
              </p>
            </div>
            {painted ? (
              <LazyBoundary fallback={<CarouselPlaceholder />} renderError={() => <CarouselPlaceholder />}>
                <HeroCarousel />
              </LazyBoundary>
            ) : (
              <CarouselPlaceholder />
            )}
          </div>
        </section>
      )}

      {painted ? (
        <LazyBoundary
          fallback={sectionsLoading}
          renderError={(retry) => (
            <SectionsPlaceholder>
              <ChunkLoadFailed onRetry={retry} />
            </SectionsPlaceholder>
          )}
        >
          <LandingSections
            placeholder={sectionsLoading}
            scrollTo={scrollTo}
            navigationKey={location.key}
            onOpen={setOpenTool}
            intent={intent}
          />
        </LazyBoundary>
      ) : (
        sectionsLoading
      )}
    </>
  );
}
