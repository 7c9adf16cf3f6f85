import { Sparkles } from 'lucide-react';
import type { ComponentProps } from 'react';
import { SPEED_CLAIM } from '../../../../shared/claims';
import { LazyBoundary } from '../../../components/lazy-boundary';
import { lazyComponent } from '../../../lib/lazy-component';

// The drawing arrives just after the first paint (the landing's initial JS stays small); an empty box
// of its proportions (viewBox 200×160) holds its place meanwhile, so nothing moves when it appears.
const DishDrawing = lazyComponent(() => import('./dish-illustration').then((module) => module.DishIllustration));
const DISH_BOX = <div className="aspect-[5/4] w-full" />;

function DishIllustration(props: ComponentProps<typeof DishDrawing>) {
  return (
    <LazyBoundary fallback={DISH_BOX} renderError={() => DISH_BOX}>
      <DishDrawing {...props} />
    </LazyBoundary>
  );
}

/** "Antes / Depois": the same dish as an amateur snapshot and as a studio photo. */
export function HeroVisual() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-lg" aria-hidden="true">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-orange-200/70 via-amber-100/60 to-rose-200/60 blur-2xl" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <figure className="relative overflow-hidden rounded-2xl border border-border bg-stone-200 p-3 pt-10 shadow-soft sm:p-4 sm:pt-12">
          <span className="absolute top-3 left-3 rounded-full bg-stone-900/70 px-2.5 py-1 text-[0.7rem] font-semibold text-white">
            Antes
          </span>
          <div className="-rotate-6 opacity-90 brightness-90 grayscale-[0.55] saturate-50">
            <DishIllustration />
          </div>
        </figure>
        <figure className="relative overflow-hidden rounded-2xl border border-orange-200 bg-gradient-to-br from-amber-50 via-orange-100 to-orange-300 p-3 pt-10 shadow-glow sm:p-4 sm:pt-12">
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-[0.7rem] font-semibold text-white">
            <Sparkles className="size-3" />
            Depois
          </span>
          <DishIllustration className="drop-shadow-lg" />
        </figure>
      </div>
      <div className="absolute -bottom-5 left-1/2 -translate-x-1/2 rounded-full border border-border bg-card px-4 py-2 text-xs font-semibold whitespace-nowrap shadow-soft">
        ⚡ {SPEED_CLAIM}
      </div>
    </div>
  );
}
