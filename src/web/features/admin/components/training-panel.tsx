import { ChevronDown, GraduationCap, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatCount } from '../../../../shared/format';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTrainingExamples, type TrainingStatus } from '../api/get-training-examples';
import { ADMIN_MSG } from '../lib/messages';
import { AdminEmptyState, AdminListSpinner, AdminListStates } from './admin-list-states';
import { TrainingCreateForm } from './training-create-form';
import { TrainingExampleCard } from './training-example-card';

const FILTERS: { value: TrainingStatus; label: string; empty: string }[] = [
  { value: 'all', label: 'Todos', empty: ADMIN_MSG.trainingEmpty },
  { value: 'active', label: 'Ativos', empty: ADMIN_MSG.trainingEmptyActive },
  { value: 'inactive', label: 'Inativos', empty: ADMIN_MSG.trainingEmptyInactive },
];

/** The collapsible "Novo Exemplo de Treinamento"; collapsed, its input is kept (hidden, not unmounted). */
function NewExampleSection() {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <Card>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center gap-3 rounded-2xl px-5 py-4 text-left transition-colors hover:bg-secondary/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-primary">
          <Plus aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1 font-semibold">Novo Exemplo de Treinamento</span>
        <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} />
      </button>
      <div id={contentId} hidden={!open} className="border-t border-border p-5 sm:p-6">
        <TrainingCreateForm
          onCreated={() => {
            setOpen(false);
            toggleRef.current?.focus();
          }}
        />
      </div>
    </Card>
  );
}

/** "Dados de Treinamento": the new-example form, the Todos / Ativos / Inativos filter and the cards. */
export function TrainingPanel() {
  const [status, setStatus] = useState<TrainingStatus>('all');
  const examples = useTrainingExamples(status);
  const { data, isFetching, isPlaceholderData } = examples;
  const switching = isFetching && isPlaceholderData;
  const shownFilter = FILTERS.find((filter) => filter.value === status)!;

  return (
    <div className="grid min-w-0 gap-6">
      <NewExampleSection />

      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Filtrar exemplos" className="inline-flex flex-wrap gap-2">
          {FILTERS.map((filter) => {
            const count = data?.counts[filter.value];
            const selected = filter.value === status;
            return (
              <button
                key={filter.value}
                type="button"
                aria-pressed={selected}
                onClick={() => setStatus(filter.value)}
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card hover:bg-secondary',
                )}
              >
                {filter.label}
                {count === undefined ? null : (
                  <>
                    {/* The space keeps the accessible name readable: "Ativos 2". */}{' '}
                    <span className={cn('rounded-full px-2 text-xs tabular-nums', selected ? 'bg-white/20' : 'bg-muted text-muted-foreground')}>
                      {formatCount(count)}
                    </span>
                  </>
                )}
              </button>
            );
          })}
        </div>
        {switching ? <Spinner label="Carregando exemplos" className="[&_svg]:size-5" /> : null}
      </div>

      <AdminListStates
        query={examples}
        loading={<AdminListSpinner label="Carregando exemplos" />}
        errorMessage={ADMIN_MSG.trainingLoadError}
        isEmpty={(list) => list.items.length === 0}
        empty={
          <AdminEmptyState
            icon={GraduationCap}
            title={shownFilter.empty}
            description={status === 'all' ? 'Use "Novo Exemplo de Treinamento" para criar o primeiro.' : undefined}
          />
        }
      >
        {(list) => (
          <ul aria-label="Exemplos de treinamento" aria-busy={switching || undefined} className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', switching && 'opacity-60')}>
            {list.items.map((example) => (
              <li key={example.id} className="grid min-w-0">
                <TrainingExampleCard example={example} />
              </li>
            ))}
          </ul>
        )}
      </AdminListStates>
    </div>
  );
}
