import { AdminPage } from '../../features/admin/components/admin-page';

export function AdminCreationsPage() {
  return <AdminPage title="Criações dos Usuários" description="Artes promocionais criadas pelos usuários." />;
}
