import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/auth';

/** Pages for signed-in users: visitors are sent to /auth. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  if (isPending) {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Carregando" />
      </div>
    );
  }
  if (!me) return <Navigate to="/auth" replace />;
  return children ?? <Outlet />;
}
