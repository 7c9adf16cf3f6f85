import { LayoutTemplate, Plus } from 'lucide-react';
import { ListSkeleton } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { useAdminTemplates } from '../api/get-admin-templates';
import { ADMIN_MSG } from '../lib/messages';
import { AdminEmptyState, AdminListStates } from './admin-list-states';
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
  const query = useAdminTemplates();

  return (
    <AdminListStates
      query={query}
      loading={
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
      }
      errorMessage={ADMIN_MSG.templatesLoadError}
      isEmpty={(templates) => !templates.length}
      empty={
        <AdminEmptyState icon={LayoutTemplate} title={ADMIN_MSG.templatesEmpty} description="Crie o primeiro template de estilo para os Templates Rápidos.">
          <NewTemplateButton />
        </AdminEmptyState>
      }
    >
      {(templates) => (
        <ul aria-label="Templates" className={GRID}>
          {templates.map((template) => (
            <li key={template.id} className="min-w-0">
              <TemplateCard template={template} />
            </li>
          ))}
        </ul>
      )}
    </AdminListStates>
  );
}
