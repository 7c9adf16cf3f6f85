// The hero's before/after carousel (spec §1): four cases — Hamburgueria, Pizzaria, Confeitaria,
// Açaiteria — each a "before" (a real phone photo, or our own drawing where no real photo fits) beside
// the "after" our photo engine made of it at build time (scripts/build-landing-images.ts). It moves on
// every HERO_CAROUSEL_DELAY_MS by itself (use-auto-advance.ts: not under the pointer or the focus, not
// in a hidden tab, never with reduced motion), by swipe (pointer events), by its arrows and dots, by
// the arrow keys, and has a pause button (WCAG 2.2.2). A case's pictures load when it is shown or next.
import { ChevronLeft, ChevronRight, Sparkles } from 'lucide-react';
import { useReducer, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { MEASURED_SPEED_CLAIM } from '../../../../shared/claims';
import { HERO_CAROUSEL_DELAY_MS } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';
import { useAutoAdvance, useSelfMoving } from '../hooks/use-auto-advance';
import { CAROUSEL_CASES, CAROUSEL_WIDTHS, carouselImageName, type CarouselCase } from '../landing-images';
import { CAROUSEL_BOX, CAROUSEL_FOOT, CAROUSEL_PAIR, CAROUSEL_TILE } from './carousel-frame';
import { LandingPicture } from './landing-picture';
import { PauseToggle } from './pause-toggle';

/** A horizontal move of at least this many CSS pixels (and more sideways than up or down) is a swipe. */
export const SWIPE_MIN_PX = 40;

/** Each half: ~250 px beside the other on a computer, half the phone's width less the margins. */
const HALF_SIZES = '(min-width: 1024px) 250px, (min-width: 640px) 216px, calc(50vw - 22px)';
const HALF_SIDE = CAROUSEL_WIDTHS[CAROUSEL_WIDTHS.length - 1]!;

const COUNT = CAROUSEL_CASES.length;
const wrap = (index: number) => ((index % COUNT) + COUNT) % COUNT;

type State = { index: number; loaded: readonly boolean[] };

/** Shows `to`; its pictures and the next case's start loading (and stay). */
function show(state: State, to: number): State {
  const index = wrap(to);
  const next = wrap(index + 1);
  return { index, loaded: state.loaded.map((loaded, i) => loaded || i === index || i === next) };
}

const SOURCE_NOTE: Record<CarouselCase['before'], string> = {
  photo: 'Foto real de celular → resultado do FoodArt',
  drawing: 'Ilustração nossa → resultado do FoodArt',
};

function Slide({ item, position, active, loaded }: { item: CarouselCase; position: number; active: boolean; loaded: boolean }) {
  const picture = (side: 'antes' | 'depois', alt: string) =>
    loaded ? (
      <LandingPicture
        name={carouselImageName(item.id, side)}
        widths={CAROUSEL_WIDTHS}
        sizes={HALF_SIZES}
        alt={alt}
        width={HALF_SIDE}
        height={HALF_SIDE}
        loading={position === 0 ? 'eager' : 'lazy'}
        className="size-full object-cover"
      />
    ) : null;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} de ${COUNT}: ${item.business}, ${item.dish}`}
      aria-hidden={!active}
      data-testid={`carousel-slide-${item.id}`}
      data-active={active}
      className={cn('[grid-area:1/1] transition-opacity duration-700 ease-out', active ? 'opacity-100' : 'pointer-events-none opacity-0')}
    >
      <div className={CAROUSEL_PAIR}>
        <div className={cn(CAROUSEL_TILE, 'border-border')}>{picture('antes', item.beforeAlt)}</div>
        <div className={cn(CAROUSEL_TILE, 'border-orange-200 shadow-glow')}>{picture('depois', item.afterAlt)}</div>
      </div>
    </div>
  );
}

const CONTROL = 'grid size-10 cursor-pointer place-items-center rounded-full text-foreground transition-colors hover:bg-secondary';

export function HeroCarousel() {
  const [{ index, loaded }, go] = useReducer(show, 0, (first) => show({ index: first, loaded: CAROUSEL_CASES.map(() => false) }, first));
  const { stopped, toggleStopped, attentionHandlers, running, reducedMotion } = useSelfMoving();
  useAutoAdvance(() => go(index + 1), HERO_CAROUSEL_DELAY_MS, running, index);

  // Where a touch or a mouse drag started (a swipe is judged when it ends).
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    go(index + (event.key === 'ArrowRight' ? 1 : -1));
  };

  const current = CAROUSEL_CASES[index]!;
  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Antes e depois: exemplos feitos pelo FoodArt"
      className={CAROUSEL_BOX}
      onKeyDown={onKeyDown}
      {...attentionHandlers}
    >
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-orange-200/70 via-amber-100/60 to-rose-200/60 blur-2xl"
      />
      <div className="relative">
        <div
          aria-live={running ? 'off' : 'polite'}
          data-testid="carousel-viewport"
          className="grid touch-pan-y select-none"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          {CAROUSEL_CASES.map((item, i) => (
            <Slide key={item.id} item={item} position={i} active={i === index} loaded={loaded[i]!} />
          ))}
        </div>
        {/* The labels stay while the pictures cross-fade under them (never half transparent). */}
        <div aria-hidden="true" className={cn(CAROUSEL_PAIR, 'pointer-events-none absolute inset-0')}>
          <div className="relative">
            <span className="absolute top-2.5 left-2.5 rounded-full bg-stone-950/75 px-2.5 py-1 text-xs font-semibold text-white">Antes</span>
          </div>
          <div className="relative">
            <span className="absolute top-2.5 left-2.5 inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-white">
              <Sparkles className="size-3" />
              Depois
            </span>
          </div>
        </div>
        <p className="absolute -bottom-4 left-1/2 -translate-x-1/2 rounded-full border border-border bg-card px-4 py-2 text-xs font-semibold whitespace-nowrap shadow-soft">
          ⚡ {MEASURED_SPEED_CLAIM}
        </p>
      </div>
      <div className={cn(CAROUSEL_FOOT, 'grid content-start justify-items-center gap-1 pt-7 text-center')}>
        <p aria-hidden="true" className="text-sm">
          <span className="font-bold">{current.business}</span> · {current.dish}
        </p>
        <p aria-hidden="true" className="text-xs text-muted-foreground">
          {SOURCE_NOTE[current.before]}
        </p>
        <div className="mt-1 flex items-center gap-1">
          <button type="button" className={CONTROL} aria-label="Caso anterior" onClick={() => go(index - 1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {CAROUSEL_CASES.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className="grid size-6 cursor-pointer place-items-center rounded-full"
              aria-label={`Mostrar ${item.business}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            >
              <span
                aria-hidden="true"
                className={cn('block h-2 rounded-full transition-all', i === index ? 'w-5 bg-primary' : 'w-2 bg-stone-500')}
              />
            </button>
          ))}
          <button type="button" className={CONTROL} aria-label="Próximo caso" onClick={() => go(index + 1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          {reducedMotion ? null : (
            <PauseToggle
              stopped={stopped}
              onToggle={toggleStopped}
              pauseLabel="Pausar a passagem automática"
              resumeLabel="Retomar a passagem automática"
              className={CONTROL}
            />
          )}
        </div>
      </div>
    </section>
  );
}
