// The signed-in user's credits badge. Visitors never download the badge itself: it loads once there is
// a session (and starts loading at once when the page may have one, alongside GET /api/me).
import { useEffect } from 'react';
import { LazyBoundary } from '../../../components/lazy-boundary';
import { isKnownSignedOut, useMe } from '../../../lib/auth';
import { lazyComponent } from '../../../lib/lazy-component';

const CreditsBadge = lazyComponent(() => import('./credits-badge').then((module) => module.CreditsBadge));

/** The signed-in user's credits badge (nothing while loading or signed out); see CreditsBadge for `placeholder`. */
export function SessionCreditsBadge({ placeholder = false }: { placeholder?: boolean }) {
  const { data: me } = useMe();
  useEffect(() => {
    if (!isKnownSignedOut()) void CreditsBadge.preload().catch(() => undefined);
  }, []);
  if (!me) return null;
  return (
    <LazyBoundary quiet>
      <CreditsBadge credits={me.credits} placeholder={placeholder} />
    </LazyBoundary>
  );
}
