import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useIsSigningOut, useMe } from '../../lib/auth';
import { readReturnTo } from '../../lib/return-to';

/** Pages for visitors (sign-in, sign-up): a signed-in user goes where /auth was asked to return to, else home. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  const signingOut = useIsSigningOut();
  const location = useLocation();
  if (isPending) return <PageSpinner label="Carregando" />;
  if (me && !signingOut) {
    const { pathname, search, state } = readReturnTo(location.state);
    return <Navigate to={{ pathname, search }} state={state} replace />;
  }
  return children ?? <Outlet />;
}
