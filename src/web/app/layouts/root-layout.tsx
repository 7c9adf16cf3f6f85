import { Outlet, ScrollRestoration } from 'react-router';
import { DemoPaymentsBanner } from '../../features/billing/components/demo-payments-banner';

export function RootLayout() {
  return (
    <>
      <DemoPaymentsBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
