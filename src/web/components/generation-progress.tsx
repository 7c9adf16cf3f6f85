import { CheckCircle2, Sparkles } from 'lucide-react';
import { Progress } from './ui/progress';

export type GenerationProgressPanelProps = {
  /** What is happening now ("Enviando sua foto...", "Gerando arte com IA"). */
  stage: string;
  /** Beside the stage and out of the live region, so it may change often: e.g. "42% enviado". */
  detail?: string;
  value: number;
  done?: boolean;
};

/** The bar under a "Gerar" button: the stage in words (announced politely), the percentage and the bar. */
export function GenerationProgressPanel({ stage, detail, value, done = false }: GenerationProgressPanelProps) {
  const percent = Math.round(value);
  return (
    <div className="grid gap-2 rounded-2xl border border-orange-200 bg-secondary/50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm font-semibold">
        <span className="inline-flex flex-wrap items-center gap-x-2">
          <span aria-live="polite" className="inline-flex items-center gap-2">
            {done ? (
              <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
            ) : (
              <Sparkles aria-hidden="true" className="size-4 animate-pulse text-primary" />
            )}
            {stage}
          </span>
          {detail ? (
            <span data-testid="generation-progress-detail" className="font-normal tabular-nums text-muted-foreground">
              {detail}
            </span>
          ) : null}
        </span>
        <span className="tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <Progress value={value} label="Progresso da geração" valueText={`${stage} (${percent}%)`} />
    </div>
  );
}
