import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/auth';
import { authPageState } from '../../lib/return-to';

/** Pages for signed-in users: visitors are sent to /auth, and come back here once signed in. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  const { pathname, search } = useLocation();
  if (isPending) {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Carregando" />
      </div>
    );
  }
  if (!me) return <Navigate to="/auth" replace state={authPageState({ pathname, search })} />;
  return children ?? <Outlet />;
}
