import { AdminPage } from '../../features/admin/components/admin-page';

export function AdminDashboardPage() {
  return <AdminPage title="Dashboard" description="Bem-vindo ao painel administrativo do FoodArt." />;
}
