// The frame of a generation wizard (Foto Pro, Templates Rápidos): its name and "Fechar", the step indicator,
// the current step's heading (focused on each step), the step itself, and "Voltar" / "Próximo" / "Gerar …"
// under it until the last step, the result, which brings its own buttons.
import { ArrowLeft, ArrowRight, Sparkles, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { WizardSteps } from './wizard-steps';

export type WizardShellProps<S extends number> = {
  /** The wizard's name, its heading. */
  title: string;
  icon: LucideIcon;
  /** The line under the name. */
  tagline: ReactNode;
  taglineClassName?: string;
  /** Shows a "Fechar" button that calls this. */
  onClose?: () => void;
  /** Accessible name of the step indicator, e.g. "Etapas do Foto Pro". */
  stepsLabel: string;
  /** The step labels, in order; the last step is the result. */
  steps: readonly string[];
  step: S;
  onStepChange: (step: S) => void;
  /** The current step's heading and the line under it. */
  stepText: { title: string; subtitle: string };
  /** "Próximo" may be pressed: the current step has what it needs. */
  canAdvance: boolean;
  /** The button of the step before the result, e.g. "Gerar Arte". */
  generateLabel: string;
  onGenerate: () => void;
  /** A generation is under way: the button says so, and neither "Voltar" nor "Fechar" may be pressed. */
  generating: boolean;
  generateRef?: Ref<HTMLButtonElement>;
  /** What the generate button says while `generating` (default "Gerando..."). */
  busyLabel?: string;
  /** The current step. */
  children: ReactNode;
  /** Dialogs the wizard may open (they render in a portal). */
  dialogs?: ReactNode;
};

export function WizardShell<S extends number>({
  title,
  icon: Icon,
  tagline,
  taglineClassName,
  onClose,
  stepsLabel,
  steps,
  step,
  onStepChange,
  stepText,
  canAdvance,
  generateLabel,
  onGenerate,
  generating,
  generateRef,
  busyLabel = 'Gerando...',
  children,
  dialogs,
}: WizardShellProps<S>) {
  const titleId = useId();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultStep = steps.length;

  // Each step (and the wizard when it opens) starts at its heading, for keyboard and screen-reader users.
  useEffect(() => {
    stepHeadingRef.current?.focus();
  }, [step]);

  const goBack = () => {
    if (step > 1) onStepChange((step - 1) as S);
  };
  const goNext = () => {
    if (step < resultStep) onStepChange((step + 1) as S);
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <Card className="overflow-hidden">
        <header className="flex items-center gap-3 border-b border-border bg-gradient-to-r from-orange-50 via-amber-50 to-card px-4 py-3 sm:px-6">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground shadow-glow">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg leading-tight font-extrabold tracking-tight sm:text-xl">
              {title}
            </h2>
            <p className={cn(taglineClassName, 'text-xs font-medium text-muted-foreground sm:text-sm')}>{tagline}</p>
          </div>
          {onClose ? (
            <Button variant="ghost" size="sm" onClick={onClose} disabled={generating} className="shrink-0 max-sm:px-2.5">
              <X aria-hidden="true" />
              <span className="max-sm:sr-only">Fechar</span>
            </Button>
          ) : null}
        </header>

        {/* One column no wider than the card: a wide child shrinks instead of widening the page on a phone. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6">
          <WizardSteps label={stepsLabel} steps={steps} current={step} />

          <div className="grid gap-1">
            <h3 ref={stepHeadingRef} tabIndex={-1} className="text-xl font-extrabold tracking-tight outline-none sm:text-2xl">
              {stepText.title}
            </h3>
            <p className="text-sm text-muted-foreground">{stepText.subtitle}</p>
          </div>

          {children}
        </div>

        {step < resultStep ? (
          <footer className="flex items-center justify-between gap-3 border-t border-border bg-muted/40 px-4 py-3 sm:px-6">
            <Button variant="ghost" onClick={goBack} disabled={generating} className={step === 1 ? 'invisible' : undefined}>
              <ArrowLeft aria-hidden="true" />
              Voltar
            </Button>
            {step < resultStep - 1 ? (
              <Button onClick={goNext} disabled={!canAdvance}>
                Próximo
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button ref={generateRef} size="lg" loading={generating} onClick={onGenerate}>
                {generating ? null : <Sparkles aria-hidden="true" />}
                {generating ? busyLabel : generateLabel}
              </Button>
            )}
          </footer>
        ) : null}
      </Card>
      {dialogs}
    </section>
  );
}
