import { AdminPage } from '../../features/admin/components/admin-page';

export function AdminTemplatesPage() {
  return <AdminPage title="Gerenciamento de Templates" description="Templates de estilo usados pelos Templates Rápidos." />;
}
