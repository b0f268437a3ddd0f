import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/require-session';
import { RouteErrorPage } from '../features/placeholder/route-error-page';
import { RootShell } from '../layout/root-shell';
import { lazyPage } from '../lib/lazy';

// The staff shell (header, drawer, live notifications) loads with the first protected page, so
// the public screens never download it.
const MainLayout = lazyPage<object>(() =>
  import('../layout/main-layout').then((m) => ({ default: m.MainLayout })),
);
const LoginPage = lazyPage(() => import('../features/auth/login-page'));
const RegisterPage = lazyPage(() => import('../features/public/register-page'));
const EnquiryFormPage = lazyPage(() => import('../features/public/enquiry-form-page'));
const ThankYouPage = lazyPage(() => import('../features/public/thank-you-page'));
const NotFoundPage = lazyPage(() => import('../features/placeholder/not-found-page'));
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page'));
const MyTeamPage = lazyPage(() => import('../features/team/my-team-page'));
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'));
const TypographyPage = lazyPage(() => import('../features/ui-kit/typography-page'));
const ColorPage = lazyPage(() => import('../features/ui-kit/color-page'));
const ShadowPage = lazyPage(() => import('../features/ui-kit/shadow-page'));
const SamplePage = lazyPage(() => import('../features/ui-kit/sample-page'));
const ServicesPage = lazyPage(() => import('../features/services/services-page'));
const CountriesPage = lazyPage(() => import('../features/countries/countries-page'));
const StatesPage = lazyPage(() => import('../features/states/states-page'));
const CollegesPage = lazyPage(() => import('../features/colleges/colleges-page'));
const CoursesPage = lazyPage(() => import('../features/courses/courses-page'));
const IntakesPage = lazyPage(() => import('../features/intakes/intakes-page'));
const BlogPage = lazyPage(() => import('../features/blog/blog-page'));
const GalleryPage = lazyPage(() => import('../features/gallery/gallery-page'));
const EnquiriesPage = lazyPage(() => import('../features/enquiries/enquiries-page'));
const EnquiryDetailPage = lazyPage(() => import('../features/enquiries/enquiry-detail-page'));
const FollowUpsPage = lazyPage(() => import('../features/followups/follow-ups-page'));
const ContactsPage = lazyPage(() => import('../features/contacts/contacts-page'));

export const protectedPages: RouteObject[] = [
  { path: '/dashboard/default', element: <Navigate to="/dashboard" replace /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/country', element: <CountriesPage /> },
  { path: '/state', element: <StatesPage /> },
  { path: '/colleges', element: <CollegesPage /> },
  { path: '/course', element: <CoursesPage /> },
  { path: '/intake', element: <IntakesPage /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/gallery', element: <GalleryPage /> },
  { path: '/enquiries', element: <EnquiriesPage /> },
  { path: '/enquiries/:id', element: <EnquiryDetailPage /> },
  { path: '/follow-up', element: <FollowUpsPage /> },
  { path: '/contact', element: <ContactsPage /> },
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/my-team', element: <MyTeamPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/typography', element: <TypographyPage /> },
  { path: '/color', element: <ColorPage /> },
  { path: '/shadow', element: <ShadowPage /> },
  { path: '/sample-page', element: <SamplePage /> },
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
