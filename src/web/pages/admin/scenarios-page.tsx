import { AdminPage } from '../../features/admin/components/admin-page';
import { NewScenarioButton, ScenariosPanel } from '../../features/admin/components/scenarios-panel';

export function AdminScenariosPage() {
  return (
    <AdminPage title="Gestão de Cenários" description="Cenários padrão oferecidos no Foto Pro." actions={<NewScenarioButton />}>
      <ScenariosPanel />
    </AdminPage>
  );
}
