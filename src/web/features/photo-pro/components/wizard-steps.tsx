import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { STEP_COUNT, STEP_LABELS, type Step } from '../lib/draft';

const STEPS = Object.entries(STEP_LABELS).map(([number, label]) => ({ number: Number(number) as Step, label }));

/** The five labelled steps, the current one marked (aria-current="step"). */
export function WizardSteps({ current }: { current: Step }) {
  return (
    <nav aria-label="Etapas do Foto Pro">
      <p className="mb-3 text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:sr-only">
        Passo {current} de {STEP_COUNT}: {STEP_LABELS[current]}
      </p>
      <ol className="relative grid grid-cols-5">
        <span aria-hidden="true" className="absolute top-4 right-[10%] left-[10%] h-0.5 rounded-full bg-border" />
        <span
          aria-hidden="true"
          className="absolute top-4 left-[10%] h-0.5 rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${((current - 1) / (STEP_COUNT - 1)) * 80}%` }}
        />
        {STEPS.map(({ number, label }) => {
          const done = number < current;
          const active = number === current;
          return (
            <li key={number} aria-current={active ? 'step' : undefined} className="relative grid justify-items-center gap-1.5">
              <span
                className={cn(
                  'grid size-8 place-items-center rounded-full border-2 text-sm font-bold transition-colors',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-card text-primary ring-4 ring-orange-100',
                  !done && !active && 'border-border bg-card text-muted-foreground',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : <span aria-hidden="true">{number}</span>}
              </span>
              <span
                className={cn(
                  'text-center text-xs font-semibold max-sm:sr-only',
                  active ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                <span className="sr-only">Passo {number}: </span>
                {label}
                {done ? <span className="sr-only"> (concluído)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
