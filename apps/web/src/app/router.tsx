import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/require-session';
import { RouteErrorPage } from '../features/placeholder/route-error-page';
import { MainLayout } from '../layout/main-layout';
import { RootShell } from '../layout/root-shell';
import { lazyPage } from '../lib/lazy';

const LoginPage = lazyPage(() => import('../features/auth/login-page'));
const RegisterPage = lazyPage(() => import('../features/public/register-page'));
const EnquiryFormPage = lazyPage(() => import('../features/public/enquiry-form-page'));
const ThankYouPage = lazyPage(() => import('../features/public/thank-you-page'));
const NotFoundPage = lazyPage(() => import('../features/placeholder/not-found-page'));
const ComingSoon = lazyPage(() => import('../features/placeholder/coming-soon'));
const ServicesPage = lazyPage(() => import('../features/services/services-page'));

/** Protected screens not built yet: each shows its title and a "coming soon" note. */
export const PLACEHOLDER_PAGES = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/enquiries', title: 'Enquiries' },
  { path: '/follow-up', title: 'Follow-up' },
  { path: '/contact', title: 'Request Call' },
  { path: '/colleges', title: 'Colleges' },
  { path: '/intake', title: 'Intake' },
  { path: '/course', title: 'Courses' },
  { path: '/blog', title: 'Blog' },
  { path: '/gallery', title: 'Gallery' },
  { path: '/my-team', title: 'My Team' },
  { path: '/state', title: 'Places' },
  { path: '/country', title: 'Country' },
  { path: '/typography', title: 'Typography' },
  { path: '/color', title: 'Color' },
  { path: '/shadow', title: 'Shadow' },
  { path: '/sample-page', title: 'Sample Page' },
  { path: '/profile', title: 'Profile' },
] as const;

const protectedPages: RouteObject[] = [
  { path: '/dashboard/default', element: <Navigate to="/dashboard" replace /> },
  { path: '/services', element: <ServicesPage /> },
  // key: a fresh placeholder per screen, not one instance re-titled.
  ...PLACEHOLDER_PAGES.map(({ path, title }) => ({
    path,
    element: <ComingSoon key={path} title={title} />,
  })),
];

/** Spec §2: public screens without the layout, protected ones inside it, / → /dashboard. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/EnquiryForm', element: <EnquiryFormPage /> },
      { path: '/thank-you', element: <ThankYouPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <MainLayout />,
            // Errors of a page show inside the layout, keeping the menu usable.
            children: [{ errorElement: <RouteErrorPage />, children: protectedPages }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
