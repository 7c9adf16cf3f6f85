import { ImageIcon, LayoutGrid, Wand2 } from 'lucide-react';
import type { ScenarioType } from '../../../../shared/constants';
import { ListLoadError, ListSkeleton } from '../../../components/list-states';
import { Badge } from '../../../components/ui/badge';
import { RADIO_CARD_CLASSES, RadioCards } from '../../../components/ui/radio-cards';
import { cn } from '../../../lib/cn';
import { useScenarios } from '../api/get-scenarios';
import { PHOTO_PRO_MSG } from '../lib/messages';

const MODES = ['ai-create', 'predefined'] as const satisfies readonly ScenarioType[];

const MODE_DETAILS: Record<ScenarioType, { title: string; description: string; icon: typeof Wand2 }> = {
  'ai-create': {
    title: 'IA Cria Automaticamente',
    description: 'A IA escolhe o fundo e a composição ideais para o seu prato.',
    icon: Wand2,
  },
  predefined: {
    title: 'Escolher Cenário Padrão',
    description: 'Escolha um dos nossos cenários prontos: madeira, mármore, estúdio e outros.',
    icon: LayoutGrid,
  },
};

const SKELETON_COUNT = 8;

export type ScenarioStepProps = {
  scenarioType: ScenarioType | null;
  scenarioId: string | null;
  onScenarioTypeChange: (scenarioType: ScenarioType) => void;
  onScenarioChange: (scenarioId: string) => void;
  disabled?: boolean;
};

/** Step 3: let the AI create the scene, or pick one of the predefined scenarios. */
export function ScenarioStep({ scenarioType, scenarioId, onScenarioTypeChange, onScenarioChange, disabled }: ScenarioStepProps) {
  return (
    <div className="grid gap-6">
      <RadioCards
        label="Tipo de cenário"
        value={scenarioType}
        onValueChange={onScenarioTypeChange}
        options={MODES}
        disabled={disabled}
        className="grid gap-3 md:grid-cols-2"
        renderItem={(mode, { labelId, descriptionId, checked }) => {
          const { title, description, icon: Icon } = MODE_DETAILS[mode];
          return (
            <span className="flex gap-3 p-4 pr-10 sm:gap-4 sm:p-5 sm:pr-10">
              <span
                className={cn(
                  'grid size-12 shrink-0 place-items-center rounded-xl transition-colors',
                  checked ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="grid gap-1.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span id={labelId} className="text-base font-bold">
                    {title}
                  </span>
                  {mode === 'ai-create' ? <Badge>Recomendado</Badge> : null}
                </span>
                <span id={descriptionId} className="text-sm text-muted-foreground">
                  {description}
                </span>
              </span>
            </span>
          );
        }}
      />
      {scenarioType === 'predefined' ? (
        <ScenarioGrid scenarioId={scenarioId} onScenarioChange={onScenarioChange} disabled={disabled} />
      ) : null}
    </div>
  );
}

function ScenarioGrid({
  scenarioId,
  onScenarioChange,
  disabled,
}: {
  scenarioId: string | null;
  onScenarioChange: (scenarioId: string) => void;
  disabled?: boolean;
}) {
  const scenarios = useScenarios();
  const gridClasses = 'grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-4';

  if (scenarios.isPending) {
    return (
      <ListSkeleton label="Carregando cenários" count={SKELETON_COUNT} className={gridClasses} itemTestId="scenario-skeleton">
        <div className="aspect-[4/3] animate-pulse bg-muted" />
        <div className="grid gap-2 p-3">
          <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          <div className="h-3 w-full animate-pulse rounded bg-muted" />
        </div>
      </ListSkeleton>
    );
  }

  if (scenarios.isError) {
    return <ListLoadError message={PHOTO_PRO_MSG.scenariosFailed} retrying={scenarios.isFetching} onRetry={() => void scenarios.refetch()} />;
  }

  if (scenarios.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        Nenhum cenário padrão disponível no momento. Escolha "IA Cria Automaticamente".
      </p>
    );
  }

  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-semibold">Escolha o cenário</h4>
      <RadioCards
        label="Cenários padrão"
        value={scenarioId}
        onValueChange={onScenarioChange}
        options={scenarios.data.map((scenario) => scenario.id)}
        disabled={disabled}
        className={gridClasses}
        itemClassName={cn(RADIO_CARD_CLASSES, 'overflow-hidden')}
        renderItem={(id, { labelId, descriptionId }) => {
          const scenario = scenarios.data.find((s) => s.id === id);
          if (!scenario) return null;
          return (
            <>
              <span className="relative block aspect-[4/3] w-full bg-muted">
                {scenario.thumbnailUrl ? (
                  <img
                    src={scenario.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    draggable={false}
                    className="absolute inset-0 size-full object-cover"
                  />
                ) : (
                  <ImageIcon aria-hidden="true" className="absolute inset-0 m-auto size-8 text-muted-foreground" />
                )}
              </span>
              <span className="grid gap-1 p-2.5 sm:p-3">
                <span id={labelId} className="text-sm font-bold">
                  {scenario.name}
                </span>
                <span id={descriptionId} className="line-clamp-2 text-xs text-muted-foreground">
                  {scenario.description}
                </span>
              </span>
            </>
          );
        }}
      />
    </div>
  );
}
