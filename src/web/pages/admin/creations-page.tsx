import { AdminPage } from '../../features/admin/components/admin-page';
import { CreationsPanel } from '../../features/admin/components/creations-panel';

export function AdminCreationsPage() {
  return (
    <AdminPage title="Criações dos Usuários" description="Artes promocionais criadas pelos usuários.">
      <CreationsPanel />
    </AdminPage>
  );
}
