import { objectUrlFor } from '../../../lib/object-url';
import { useScenarios } from '../api/get-scenarios';
import type { WizardDraft } from '../lib/draft';
import { platformOption } from '../lib/platforms';

/** A reminder of the earlier choices above "Gerar Foto Pro". */
export function StepSummary({ draft }: { draft: WizardDraft }) {
  const scenarios = useScenarios();
  const scenarioName =
    draft.scenarioType === 'ai-create'
      ? 'IA Cria Automaticamente'
      : (scenarios.data?.find((scenario) => scenario.id === draft.scenarioId)?.name ?? 'Cenário padrão');
  const platform = draft.platform ? platformOption(draft.platform) : null;

  return (
    <div className="flex items-center gap-3 rounded-2xl bg-muted/60 p-3 text-sm">
      {draft.photo ? (
        <img src={objectUrlFor(draft.photo)} alt="" className="size-11 shrink-0 rounded-lg object-cover shadow-xs" />
      ) : null}
      {/* The choices wrap beside the thumbnail, never under it. */}
      <dl className="flex min-w-0 flex-wrap gap-x-5 gap-y-1">
        {platform ? (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Plataforma:</dt>
            <dd className="font-semibold">
              {platform.name} ({platform.format})
            </dd>
          </div>
        ) : null}
        {draft.scenarioType ? (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Cenário:</dt>
            <dd className="font-semibold">{scenarioName}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
