import { AdminPage } from '../../features/admin/components/admin-page';
import { NewTemplateButton, TemplatesPanel } from '../../features/admin/components/templates-panel';

export function AdminTemplatesPage() {
  return (
    <AdminPage title="Gerenciamento de Templates" description="Templates de estilo usados pelos Templates Rápidos." actions={<NewTemplateButton />}>
      <TemplatesPanel />
    </AdminPage>
  );
}
