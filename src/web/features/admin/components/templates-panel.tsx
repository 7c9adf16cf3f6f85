import { LayoutTemplate, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { ListLoadError, ListSkeleton } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useAdminTemplates } from '../api/get-admin-templates';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { TemplateCard } from './template-card';
import { TemplateFormDialog } from './template-form-dialog';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';
const SKELETON_CARDS = 6;

/** "Novo Template", for the page header and the empty state. */
export function NewTemplateButton() {
  return (
    <TemplateFormDialog
      template={null}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Novo Template
        </Button>
      }
    />
  );
}

/** "Gerenciamento de Templates": the card grid, or its loading, failed or empty state. */
export function TemplatesPanel() {
  const { data, isPending, isError, error, errorUpdatedAt, refetch, isRefetching } = useAdminTemplates();

  // Once per failure.
  useEffect(() => {
    if (isError) toastAdminError(ADMIN_MSG.templatesLoadError, error);
  }, [isError, error, errorUpdatedAt]);

  if (isPending) {
    return (
      <ListSkeleton label="Carregando templates" count={SKELETON_CARDS} className={GRID} itemTestId="template-skeleton">
        <div className="grid gap-3 p-4">
          <div className="grid grid-cols-3 gap-2">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="aspect-square animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
          <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
          <div className="h-9 w-full animate-pulse rounded-xl bg-muted" />
        </div>
      </ListSkeleton>
    );
  }
  if (!data) return <ListLoadError message={ADMIN_MSG.templatesLoadError} retrying={isRefetching} onRetry={() => void refetch()} />;
  if (!data.length) {
    return (
      <Card className="border-dashed shadow-none">
        <CardContent className="grid justify-items-center gap-3 py-12 text-center">
          <LayoutTemplate aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{ADMIN_MSG.templatesEmpty}</p>
          <p className="text-sm text-muted-foreground">Crie o primeiro template de estilo para os Templates Rápidos.</p>
          <NewTemplateButton />
        </CardContent>
      </Card>
    );
  }
  return (
    <ul aria-label="Templates" className={GRID}>
      {data.map((template) => (
        <li key={template.id} className="min-w-0">
          <TemplateCard template={template} />
        </li>
      ))}
    </ul>
  );
}
