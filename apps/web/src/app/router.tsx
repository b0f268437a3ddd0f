import {
  createBrowserRouter,
  Navigate,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { RequireSession, requireSessionLoader } from '../features/auth/require-session';
import NotFoundPage from '../features/placeholder/not-found-page';
import { RouteErrorPage } from '../features/placeholder/route-error-page';
import { ProgressBar } from '../layout/progress-bar';
import { RootShell } from '../layout/root-shell';
import { lazyRoute, redirectFirst, type PageModule } from '../lib/lazy';
import { PUBLIC_PATHS } from '../public/paths';
import { leaveFor } from './hand-over';

/** A route whose page loads on demand (spec §1), with the reload-once rule; `next`: the page
 * most often opened from it, fetched once the browser is idle. */
const page = (
  factory: () => Promise<PageModule>,
  next?: () => Promise<PageModule>,
): Pick<NonIndexRouteObject, 'lazy'> => ({ lazy: lazyRoute(factory, next) });

const enquiriesPage = () => import('../features/enquiries/enquiries-page');
const enquiryPage = () => import('../features/enquiries/enquiry-detail-page');
const claimPage = () => import('../features/claims/claim-page');
const applicationPage = () => import('../features/applications/record/application-record-page');

export const protectedPages: RouteObject[] = [
  { path: '/dashboard/default', element: <Navigate to="/dashboard" replace /> },
  { path: '/services', ...page(() => import('../features/services/services-page')) },
  { path: '/country', ...page(() => import('../features/countries/countries-page')) },
  { path: '/state', ...page(() => import('../features/states/states-page')) },
  { path: '/colleges', ...page(() => import('../features/colleges/colleges-page')) },
  { path: '/course', ...page(() => import('../features/courses/courses-page')) },
  { path: '/intake', ...page(() => import('../features/intakes/intakes-page')) },
  { path: '/blog', ...page(() => import('../features/blog/blog-page')) },
  { path: '/gallery', ...page(() => import('../features/gallery/gallery-page')) },
  { path: '/enquiries', ...page(enquiriesPage, enquiryPage) },
  { path: '/enquiries/:id', ...page(enquiryPage) },
  // one import wizard for the three lists that take spreadsheets
  ...['/enquiries/import', '/colleges/import', '/course/import'].map((path) => ({
    path,
    ...page(() => import('../features/imports/import-page')),
  })),
  { path: '/applications/:id', ...page(applicationPage) },
  {
    path: '/applications',
    ...page(() => import('../features/applications/board/applications-page'), applicationPage),
  },
  {
    path: '/follow-up',
    ...page(() => import('../features/followups/follow-ups-page'), enquiryPage),
  },
  {
    path: '/calendar',
    ...page(() => import('../features/appointments/calendar-page'), enquiryPage),
  },
  { path: '/contact', ...page(() => import('../features/contacts/contacts-page')) },
  {
    path: '/dashboard',
    ...page(() => import('../features/dashboard/dashboard-page'), enquiriesPage),
  },
  { path: '/my-team', ...page(() => import('../features/team/my-team-page')) },
  { path: '/profile', ...page(() => import('../features/profile/profile-page')) },
  {
    path: '/profile/availability',
    ...page(() => import('../features/appointments/availability-page')),
  },
  { path: '/settings', ...page(() => import('../features/settings/settings-page')) },
  {
    path: '/settings/website-form',
    ...page(() => import('../features/website-form/website-form-page')),
  },
  {
    path: '/settings/stages',
    ...page(() => import('../features/application-stages/stages-page')),
  },
  {
    path: '/settings/documents',
    ...page(() => import('../features/document-settings/document-settings-page')),
  },
  {
    path: '/settings/email',
    ...page(() => import('../features/mail-templates/email-settings-page')),
  },
  { path: '/settings/offices', ...page(() => import('../features/offices/offices-page')) },
  {
    path: '/settings/sessions',
    ...page(() => import('../features/appointments/session-types-page')),
  },
  { path: '/settings/outbox', ...page(() => import('../features/outbox/outbox-page')) },
  { path: '/inbox', ...page(() => import('../features/inbox/inbox-page')) },
  {
    path: '/settings/money',
    ...page(() => import('../features/money-settings/money-settings-page')),
  },
  { path: '/settings/fees', ...page(() => import('../features/fees/fees-page')) },
  {
    path: '/applications/commission',
    ...page(() => import('../features/applications/commission/commission-page')),
  },
  {
    path: '/money/claims',
    ...page(() => import('../features/claims/claims-page'), claimPage),
  },
  { path: '/money/claims/:id', ...page(claimPage) },
  { path: '/money', ...page(() => import('../features/money/money-page')) },
  { path: '/typography', ...page(() => import('../features/ui-kit/typography-page')) },
  { path: '/color', ...page(() => import('../features/ui-kit/color-page')) },
  { path: '/shadow', ...page(() => import('../features/ui-kit/shadow-page')) },
  { path: '/sample-page', ...page(() => import('../features/ui-kit/sample-page')) },
];

/** Spec §2: the public screens are handed over to (they are documents of their own, built from
 * src/public), protected ones sit inside the layout, / → /dashboard. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    // While the first screen's code loads: the router waits for a route's module before it
    // renders it, so there is no Suspense fallback (nor its reveal delay) on the way.
    hydrateFallbackElement: <ProgressBar />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      ...PUBLIC_PATHS.map((path) => ({ path, loader: leaveFor(path), element: <NotFoundPage /> })),
      {
        element: <RequireSession />,
        loader: requireSessionLoader,
        children: [
          {
            // The staff shell (header, drawer, live notifications) loads with the first protected
            // page, in parallel with it, so the public screens never download it.
            ...page(() => import('../layout/main-layout')),
            // Errors of a page show inside the layout, keeping the menu usable.
            children: [{ errorElement: <RouteErrorPage />, children: protectedPages }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const routerOptions = { dataStrategy: redirectFirst };

export const createAppRouter = () => createBrowserRouter(appRoutes, routerOptions);
