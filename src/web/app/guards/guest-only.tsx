import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useIsSigningOut, useMe } from '../../lib/auth';

/** Pages for visitors (sign-in, sign-up): a signed-in user goes to the home page. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  const signingOut = useIsSigningOut();
  if (isPending) return <PageSpinner label="Carregando" />;
  if (me && !signingOut) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
