import { AdminPage } from '../../features/admin/components/admin-page';

export function AdminUserCreditsPage() {
  return <AdminPage title="Gerenciar Créditos dos Usuários" description="Saldo de créditos e planos de cada usuário." />;
}
