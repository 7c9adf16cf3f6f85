import { Outlet } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { Logo } from '../../components/logo';
import { DemoPaymentsBanner } from '../../features/billing/components/demo-payments-banner';
import { SessionCreditsBadge } from '../../features/credits/components/session-credits-badge';
import { PublicHeader } from './public-header';

/** Landing and user pages: header, fixed credits badge, the demonstration-payments strip, content, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SessionCreditsBadge />
      <PublicHeader />
      <DemoPaymentsBanner />
      <main className="flex-1">
        <LazyBoundary className="grid min-h-[50dvh] place-items-center p-4">
          <Outlet />
        </LazyBoundary>
      </main>
      <footer className="border-t border-border bg-card/60">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row">
          <Logo className="scale-90" />
          <p>© {new Date().getFullYear()} FoodArt. Fotos e artes com IA para delivery.</p>
        </div>
      </footer>
    </div>
  );
}
