// The strip of delivery platforms and social networks the pictures are made for (spec §1), moving one
// mark every LOGO_STRIP_DELAY_MS (§9). The marks are our own typography — plain styled names, no one's
// logo or trademark artwork. It stands still under the pointer or the focus, in a hidden tab, after its
// pause button, and for reduced motion, where it becomes a plain wrapped list.
import { PauseToggle } from './pause-toggle';
import { useEffect, useState } from 'react';
import { LOGO_STRIP_DELAY_MS } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';
import { useAutoAdvance, useSelfMoving } from '../hooks/use-auto-advance';

export const PLATFORM_MARKS = [
  { name: 'iFood', look: 'font-black tracking-tight' },
  { name: 'Rappi', look: 'font-extrabold tracking-wide' },
  { name: '99Food', look: 'font-black italic' },
  { name: 'Uber Eats', look: 'font-semibold tracking-tight' },
  { name: 'Keeta', look: 'text-lg font-bold uppercase tracking-[0.18em]' },
  { name: 'Anota AI', look: 'font-bold' },
  { name: 'Cardápio Web', look: 'font-semibold italic' },
  { name: 'Instagram', look: 'font-medium italic' },
  { name: 'WhatsApp', look: 'font-bold tracking-tight' },
  { name: 'Facebook', look: 'font-extrabold' },
] as const;

const COUNT = PLATFORM_MARKS.length;
/** Each mark's slot: the track moves by one slot at a time (w-40 = 10rem). */
const SLOT = 'w-40';
const SLOT_REM = 10;
const MOVE_MS = 600;

function Mark({ name, look, hidden = false }: { name: string; look: string; hidden?: boolean }) {
  return (
    <li aria-hidden={hidden || undefined} className={cn(SLOT, 'flex h-12 shrink-0 items-center justify-center')}>
      <span className={cn('text-xl whitespace-nowrap text-stone-700', look)}>{name}</span>
    </li>
  );
}

export function PlatformStrip() {
  const { stopped, toggleStopped, attentionHandlers, running, reducedMotion } = useSelfMoving();
  // The track holds the marks twice: after the last mark of the first copy has passed, it jumps back
  // one copy without a transition (the same picture), so the strip never runs out.
  const [offset, setOffset] = useState(0);
  const [jumping, setJumping] = useState(false);
  const jumpBack = () => {
    setJumping(true);
    setOffset((value) => value - COUNT);
  };
  useAutoAdvance(() => (offset >= COUNT ? jumpBack() : setOffset(offset + 1)), LOGO_STRIP_DELAY_MS, running && !jumping, offset);
  useEffect(() => {
    if (!jumping) return;
    // Transitions back on once the jump has been painted.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setJumping(false));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [jumping]);

  return (
    <section id="plataformas" aria-labelledby="platforms-heading" className="border-y border-border bg-card/70 py-10">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4">
        <h2 id="platforms-heading" className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Fotos e artes no formato de cada plataforma
        </h2>
        {reducedMotion ? (
          <ul aria-label="Plataformas" className="flex flex-wrap justify-center gap-x-2 gap-y-1">
            {PLATFORM_MARKS.map((mark) => (
              <Mark key={mark.name} {...mark} />
            ))}
          </ul>
        ) : (
          <div className="flex min-w-0 items-center gap-2" {...attentionHandlers}>
            <div className="min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
              <ul
                aria-label="Plataformas"
                data-testid="platform-track"
                data-offset={offset}
                className="flex w-max"
                style={{
                  transform: `translateX(-${offset * SLOT_REM}rem)`,
                  transition: jumping ? 'none' : `transform ${MOVE_MS}ms ease-in-out`,
                }}
                onTransitionEnd={() => {
                  if (offset >= COUNT) jumpBack();
                }}
              >
                {PLATFORM_MARKS.map((mark) => (
                  <Mark key={mark.name} {...mark} />
                ))}
                {PLATFORM_MARKS.map((mark) => (
                  <Mark key={`${mark.name}-again`} {...mark} hidden />
                ))}
              </ul>
            </div>
            <PauseToggle
              stopped={stopped}
              onToggle={toggleStopped}
              pauseLabel="Pausar a faixa de plataformas"
              resumeLabel="Retomar a faixa de plataformas"
              className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-foreground transition-colors hover:bg-secondary"
            />
          </div>
        )}
      </div>
    </section>
  );
}
