// Every route of spec 2. Public pages load eagerly; the rest are split per route.
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../app/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { PlaceholderPage } from './PlaceholderPage';
import { RouteErrorScreen } from './RouteErrorScreen';

const placeholder = (title: string, issue: number) => ({ Component: () => <PlaceholderPage title={title} issue={issue} /> });

export const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', ...placeholder('Portfolio Tracker', 7) },
      { path: '/privacy-policy', ...placeholder('Privacy Policy', 7) },
      { path: '/terms-of-service', ...placeholder('Terms of Service', 7) },
      { path: '/cookie-policy', ...placeholder('Cookie Policy', 7) },
      { path: '/signup', ...placeholder('Sign up', 8) },
      { path: '/signin', ...placeholder('Sign in', 8) },
      { path: '/verify-email', ...placeholder('Verify e-mail', 8) },
      { path: '/reset-password', ...placeholder('Reset password', 8) },
      { path: '/affiliates', ...placeholder('Affiliate program', 9) },
      { path: '/affiliate-application', ...placeholder('Affiliate application', 9) },
      { path: '/admin/affiliate-applications', ...placeholder('Affiliate applications', 9) },
      { path: '/payment-demo', ...placeholder('Plans and payments', 10) },
      { path: '/payment/success', ...placeholder('Payment complete', 10) },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
