// The numbered step indicator of the wizards (Foto Pro, Templates Rápidos): labelled steps with the
// done ones ticked and the current one marked (aria-current="step").
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';

export type WizardStepsProps = {
  /** Accessible name of the indicator, e.g. "Etapas do Foto Pro". */
  label: string;
  /** The step labels, in order; step numbers start at 1. */
  steps: readonly string[];
  /** The current step number (1-based). */
  current: number;
};

export function WizardSteps({ label, steps, current }: WizardStepsProps) {
  const count = steps.length;
  // The rail runs between the centres of the first and the last circle.
  const inset = 50 / count;
  const span = 100 - 2 * inset;
  return (
    <nav aria-label={label}>
      <p className="mb-3 text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:sr-only">
        Passo {current} de {count}: {steps[current - 1]}
      </p>
      <ol className="relative grid" style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}>
        <span
          aria-hidden="true"
          className="absolute top-4 h-0.5 rounded-full bg-border"
          style={{ left: `${inset}%`, right: `${inset}%` }}
        />
        <span
          aria-hidden="true"
          className="absolute top-4 h-0.5 rounded-full bg-primary transition-[width] duration-300"
          style={{ left: `${inset}%`, width: `${count > 1 ? ((current - 1) / (count - 1)) * span : 0}%` }}
        />
        {steps.map((stepLabel, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <li key={stepLabel} aria-current={active ? 'step' : undefined} className="relative grid justify-items-center gap-1.5">
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
                {stepLabel}
                {done ? <span className="sr-only"> (concluído)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
