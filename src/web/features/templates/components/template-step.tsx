import { SearchX } from 'lucide-react';
import { ListLoadError, ListSkeleton } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { RadioCards } from '../../../components/ui/radio-cards';
import type { Template } from '../../../../shared/schemas/catalogue.schema';
import { useTemplates, type CategoryFilter } from '../api/get-templates';
import { CATEGORY_FILTERS, categoryOption } from '../lib/labels';
import { TEMPLATES_MSG } from '../lib/messages';
import { TemplateCard } from './template-card';

const SKELETON_COUNT = 6;
const GRID_CLASSES = 'grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3';

const CHIP_CLASSES = cn(
  'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border-2 border-border bg-card px-3.5 text-sm font-semibold shadow-xs transition-colors sm:px-4',
  'hover:border-orange-300 hover:bg-secondary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-checked:border-primary aria-checked:bg-primary aria-checked:text-primary-foreground',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export type TemplateStepProps = {
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  chosenId: string | null;
  onChoose: (template: Template) => void;
};

/** Step 1: filter by cuisine and choose a template (choosing moves on to step 2). */
export function TemplateStep({ category, onCategoryChange, chosenId, onChoose }: TemplateStepProps) {
  return (
    <div className="grid gap-5">
      <RadioCards
        label="Filtrar por culinária"
        value={category}
        onValueChange={onCategoryChange}
        options={CATEGORY_FILTERS.map((option) => option.value)}
        className="flex flex-wrap gap-2"
        itemClassName={CHIP_CLASSES}
        showCheck={false}
        renderItem={(value, { labelId }) => {
          const { emoji, label } = categoryOption(value);
          return (
            <>
              <span aria-hidden="true">{emoji}</span>
              <span id={labelId}>{label}</span>
            </>
          );
        }}
      />
      <TemplateGrid category={category} onCategoryChange={onCategoryChange} chosenId={chosenId} onChoose={onChoose} />
    </div>
  );
}

function TemplateGrid({ category, onCategoryChange, chosenId, onChoose }: TemplateStepProps) {
  const templates = useTemplates(category);

  if (templates.isPending) {
    return (
      <ListSkeleton label="Carregando templates" count={SKELETON_COUNT} className={GRID_CLASSES} itemTestId="template-skeleton">
        <div className="aspect-square animate-pulse bg-muted" />
        <div className="grid gap-2.5 p-4">
          <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          <div className="flex gap-2">
            <div className="h-5 w-20 animate-pulse rounded-full bg-muted" />
            <div className="h-5 w-16 animate-pulse rounded-full bg-muted" />
          </div>
          <div className="h-3 w-full animate-pulse rounded bg-muted" />
          <div className="h-3 w-4/5 animate-pulse rounded bg-muted" />
        </div>
      </ListSkeleton>
    );
  }

  if (templates.isError) {
    return <ListLoadError message={TEMPLATES_MSG.templatesFailed} retrying={templates.isFetching} onRetry={() => void templates.refetch()} />;
  }

  if (templates.data.length === 0) {
    const { emoji, label } = categoryOption(category);
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-border p-8 text-center">
        <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-semibold">
          {category === 'todos' ? 'Nenhum template disponível no momento.' : (
            <>
              Ainda não há templates de <span aria-hidden="true">{emoji}</span> {label}.
            </>
          )}
        </p>
        {category === 'todos' ? (
          <p className="text-sm text-muted-foreground">Volte daqui a pouco: novos estilos chegam sempre.</p>
        ) : (
          <Button variant="outline" size="sm" onClick={() => onCategoryChange('todos')}>
            Ver todos os templates
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {templates.data.length === 1 ? '1 template' : `${templates.data.length} templates`}
      </p>
      <ul className={GRID_CLASSES} aria-label="Templates">
        {templates.data.map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} chosen={template.id === chosenId} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </div>
  );
}
