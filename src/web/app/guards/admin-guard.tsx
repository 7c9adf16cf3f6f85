import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/auth';

/** Lets only a signed-in admin through; everyone else goes to the admin login page. */
export function AdminGuard({ children }: { children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner label="Carregando" />;
  if (!me?.isAdmin) return <Navigate to="/login" replace />;
  return children ?? <Outlet />;
}
