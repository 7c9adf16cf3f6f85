// Every route of the SPA (spec §2). Admin pages load on demand, so visitors never download them.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AuthPage } from '../pages/auth-page';
import { DemoCheckoutPage } from '../pages/demo-checkout-page';
import { LandingPage } from '../pages/landing-page';
import { MyCreationsPage } from '../pages/my-creations-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ProfilePage } from '../pages/profile-page';
import { SubscriptionPage } from '../pages/subscription-page';
import { AdminGuard } from './guards/admin-guard';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { AdminLayout } from './layouts/admin-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

const AdminDashboardPage = lazy(() =>
  import('../pages/admin/dashboard-page').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminTemplatesPage = lazy(() =>
  import('../pages/admin/templates-page').then((m) => ({ default: m.AdminTemplatesPage })),
);
const AdminTrainingPage = lazy(() =>
  import('../pages/admin/training-page').then((m) => ({ default: m.AdminTrainingPage })),
);
const AdminCreationsPage = lazy(() =>
  import('../pages/admin/creations-page').then((m) => ({ default: m.AdminCreationsPage })),
);
const AdminEnhancedPhotosPage = lazy(() =>
  import('../pages/admin/enhanced-photos-page').then((m) => ({ default: m.AdminEnhancedPhotosPage })),
);
const AdminUserCreditsPage = lazy(() =>
  import('../pages/admin/user-credits-page').then((m) => ({ default: m.AdminUserCreditsPage })),
);
const AdminScenariosPage = lazy(() =>
  import('../pages/admin/scenarios-page').then((m) => ({ default: m.AdminScenariosPage })),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/profile', element: <ProfilePage /> },
              { path: '/my-creations', element: <MyCreationsPage /> },
              { path: '/subscription', element: <SubscriptionPage /> },
              { path: '/checkout/demo/:id', element: <DemoCheckoutPage /> },
            ],
          },
        ],
      },
      {
        path: '/auth',
        element: (
          <GuestOnly>
            <AuthPage />
          </GuestOnly>
        ),
      },
      { path: '/login', element: <AdminLoginPage /> },
      {
        path: '/admin',
        element: (
          <AdminGuard>
            <AdminLayout />
          </AdminGuard>
        ),
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'templates', element: <AdminTemplatesPage /> },
          { path: 'training', element: <AdminTrainingPage /> },
          { path: 'creations', element: <AdminCreationsPage /> },
          { path: 'enhanced-photos', element: <AdminEnhancedPhotosPage /> },
          { path: 'user-credits', element: <AdminUserCreditsPage /> },
          { path: 'scenarios', element: <AdminScenariosPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
