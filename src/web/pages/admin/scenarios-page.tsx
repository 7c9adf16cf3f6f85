import { AdminPage } from '../../features/admin/components/admin-page';

export function AdminScenariosPage() {
  return <AdminPage title="Gestão de Cenários" description="Cenários padrão oferecidos no Foto Pro." />;
}
