// Every route of the SPA (spec §2), with its title and description (page-meta.tsx). Only the landing
// page is part of the first download: every other page loads on demand (lib/lazy-component.ts), and
// links to them preload it on intent (lib/route-preload.ts), so visitors never download the back-office.
import type { RouteObject } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';
import { registerRoutePreload } from '../lib/route-preload';
import { LandingPage } from '../pages/landing-page';
import { AdminGuard } from './guards/admin-guard';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { PAGE_META, type PageMeta, type RouteHandle } from './page-meta';

const NotFoundPage = lazyComponent(() => import('../pages/not-found-page').then((m) => m.NotFoundPage));
const AuthPage = lazyComponent(() => import('../pages/auth-page').then((m) => m.AuthPage));
const AdminLoginPage = lazyComponent(() => import('../pages/admin-login-page').then((m) => m.AdminLoginPage));
const ProfilePage = lazyComponent(() => import('../pages/profile-page').then((m) => m.ProfilePage));
const MyCreationsPage = lazyComponent(() => import('../pages/my-creations-page').then((m) => m.MyCreationsPage));
const SubscriptionPage = lazyComponent(() => import('../pages/subscription-page').then((m) => m.SubscriptionPage));
const DemoCheckoutPage = lazyComponent(() => import('../pages/demo-checkout-page').then((m) => m.DemoCheckoutPage));

const AdminLayout = lazyComponent(() => import('./layouts/admin-layout').then((m) => m.AdminLayout));
const AdminDashboardPage = lazyComponent(() => import('../pages/admin/dashboard-page').then((m) => m.AdminDashboardPage));
const AdminTemplatesPage = lazyComponent(() => import('../pages/admin/templates-page').then((m) => m.AdminTemplatesPage));
const AdminTrainingPage = lazyComponent(() => import('../pages/admin/training-page').then((m) => m.AdminTrainingPage));
const AdminCreationsPage = lazyComponent(() => import('../pages/admin/creations-page').then((m) => m.AdminCreationsPage));
const AdminEnhancedPhotosPage = lazyComponent(() =>
  import('../pages/admin/enhanced-photos-page').then((m) => m.AdminEnhancedPhotosPage),
);
const AdminUserCreditsPage = lazyComponent(() => import('../pages/admin/user-credits-page').then((m) => m.AdminUserCreditsPage));
const AdminScenariosPage = lazyComponent(() => import('../pages/admin/scenarios-page').then((m) => m.AdminScenariosPage));

registerRoutePreload('/auth', AuthPage.preload);
registerRoutePreload('/login', AdminLoginPage.preload);
registerRoutePreload('/profile', ProfilePage.preload);
registerRoutePreload('/my-creations', MyCreationsPage.preload);
registerRoutePreload('/subscription', SubscriptionPage.preload);
registerRoutePreload('/checkout', DemoCheckoutPage.preload);
registerRoutePreload('/admin', () => Promise.all([AdminLayout.preload(), AdminDashboardPage.preload()]));

const meta = (value: PageMeta): RouteHandle => ({ meta: value });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <LandingPage />, handle: meta(PAGE_META.home) },
          {
            element: <RequireAuth />,
            children: [
              { path: '/profile', element: <ProfilePage />, handle: meta(PAGE_META.profile) },
              { path: '/my-creations', element: <MyCreationsPage />, handle: meta(PAGE_META.myCreations) },
              { path: '/subscription', element: <SubscriptionPage />, handle: meta(PAGE_META.subscription) },
              { path: '/checkout/demo/:id', element: <DemoCheckoutPage />, handle: meta(PAGE_META.checkout) },
            ],
          },
        ],
      },
      {
        path: '/auth',
        handle: meta(PAGE_META.auth),
        element: (
          <GuestOnly>
            <AuthPage />
          </GuestOnly>
        ),
      },
      { path: '/login', element: <AdminLoginPage />, handle: meta(PAGE_META.adminLogin) },
      {
        path: '/admin',
        handle: meta(PAGE_META.admin),
        element: (
          <AdminGuard>
            <AdminLayout />
          </AdminGuard>
        ),
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'templates', element: <AdminTemplatesPage />, handle: meta(PAGE_META.adminTemplates) },
          { path: 'training', element: <AdminTrainingPage />, handle: meta(PAGE_META.adminTraining) },
          { path: 'creations', element: <AdminCreationsPage />, handle: meta(PAGE_META.adminCreations) },
          { path: 'enhanced-photos', element: <AdminEnhancedPhotosPage />, handle: meta(PAGE_META.adminEnhancedPhotos) },
          { path: 'user-credits', element: <AdminUserCreditsPage />, handle: meta(PAGE_META.adminUserCredits) },
          { path: 'scenarios', element: <AdminScenariosPage />, handle: meta(PAGE_META.adminScenarios) },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: meta(PAGE_META.notFound) },
    ],
  },
];
