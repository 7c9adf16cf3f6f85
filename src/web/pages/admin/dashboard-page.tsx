import { AdminPage } from '../../features/admin/components/admin-page';
import { DashboardStats, WelcomeCard } from '../../features/admin/components/dashboard-stats';

export function AdminDashboardPage() {
  return (
    <AdminPage title="Dashboard" description="Visão geral do FoodArt.">
      <DashboardStats />
      <WelcomeCard />
    </AdminPage>
  );
}
