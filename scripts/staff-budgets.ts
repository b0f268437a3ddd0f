// Every staff route's first load within 230 KB brotli: the shell and the route's page.
import { KB, type RouteBudget } from './route-budget';

/** A staff screen's first-load target. */
export const STAFF_BUDGET = 230 * KB;

/**
 * Routes over the target, each failing at what it last measured (a ratchet, lowered as it was
 * cut). None is: every staff route meets 230 KB (docs/DECISIONS.md says how), and
 * scripts/budgets.test.ts holds every budget there.
 */
const OVER_TARGET: Record<string, number> = {};
export const SHELL = 'src/layout/main-layout.tsx';

const GRID = /^node_modules\/@mui\/x-data-grid/;
const FORMS = /^node_modules\/(zod|react-hook-form)$/;
const PICKERS = /^node_modules\/@mui\/x-date-pickers/;
const ZOD = /^node_modules\/zod$/;
const FORM_LIBRARY = /^node_modules\/(react-hook-form|@hookform\/resolvers)$/;
/** The toasts' library loads with the first toast (lib/toast), on no staff screen's first load. */
const TOASTS = /^node_modules\/react-toastify$/;
/** The icons are drawn from their path data (lib/icons): the icon library's runtime stays out. */
const ICON_LIBRARY = /^node_modules\/@ant-design\//;

/**
 * The staff routes (app/router.tsx) and their page modules, with what a screen must not load
 * before it renders besides the budget: the lists' grid on a screen without one, a form's
 * library where the forms open after the screen, the date pickers before the first date field.
 */
const STAFF_PAGES: [route: string, page: string, forbidden?: RegExp[]][] = [
  ['/dashboard', 'dashboard/dashboard-page', [GRID, ZOD]],
  // the lists' create/edit forms (schema, form library, inputs) load when a dialog first opens;
  // the list's constants come from the contract's plain entry
  ['/enquiries', 'enquiries/enquiries-page', [FORMS]],
  // not GRID: its cells' action item (0.5 KB of MUI X) comes with the shared columns; the
  // record's dialogs (log contact, e-mail, edit follow-up) load their forms when first opened
  ['/enquiries/:id', 'enquiries/enquiry-detail-page', [FORMS]],
  ['/enquiries/import', 'imports/import-page', [GRID, FORMS]],
  ['/colleges/import', 'imports/import-page', [GRID, FORMS]],
  ['/course/import', 'imports/import-page', [GRID, FORMS]],
  // the note dialog, the refusal's schema, dragging and the phone's stage picker load when used
  ['/applications', 'applications/board/applications-page', [GRID, FORMS]],
  // the record's forms (schemas, form library) load with the record's data
  ['/applications/:id', 'applications/record/application-record-page', [GRID, FORMS, PICKERS]],
  ['/applications/commission', 'applications/commission/commission-page', [GRID, FORMS]],
  // the reports are tables: no grid, no forms, no date pickers (the months are the browser's)
  ['/money', 'money/money-page', [GRID, FORMS, PICKERS]],
  // the queue's schema comes with its first answer, Done's form on the first Done
  ['/follow-up', 'followups/follow-ups-page', [ZOD]],
  // Log attempt's form and schema come when it opens
  ['/contact', 'contacts/contacts-page', [ZOD]],
  ['/services', 'services/services-page', [FORMS]],
  ['/country', 'countries/countries-page', [FORMS]],
  ['/state', 'states/states-page', [FORMS]],
  // the commission rule's form loads when its dialog first opens
  ['/colleges', 'colleges/colleges-page', [FORM_LIBRARY]],
  ['/course', 'courses/courses-page', [FORMS]],
  ['/intake', 'intakes/intakes-page', [FORMS]],
  ['/blog', 'blog/blog-page', [FORMS]],
  ['/gallery', 'gallery/gallery-page', [FORMS]],
  // the member form's schemas come with the form (team-forms.ts), the list loads no zod
  ['/my-team', 'team/my-team-page', [FORMS]],
  // the inline forms (schemas, form library, inputs) load with the screen's data (FormSlot)
  ['/profile', 'profile/profile-page', [GRID, FORMS]],
  // hours are rows of browser selects: no form library, no schemas
  ['/profile/availability', 'appointments/availability-page', [GRID, FORMS]],
  ['/settings', 'settings/settings-page', [GRID, FORMS]],
  ['/settings/website-form', 'website-form/website-form-page', [GRID]],
  ['/settings/stages', 'application-stages/stages-page', [GRID, FORMS]],
  ['/settings/documents', 'document-settings/document-settings-page', [GRID, FORMS]],
  ['/settings/email', 'mail-templates/email-settings-page', [GRID, FORMS]],
  ['/settings/outbox', 'outbox/outbox-page', [FORMS]],
  // the session type form's schemas come with the form
  // sessions are cards of plain MUI; the booking dialog (search, slots) loads when it opens
  ['/calendar', 'appointments/calendar-page', [GRID, FORMS, PICKERS]],
  ['/settings/sessions', 'appointments/session-types-page', [GRID, FORMS]],
  // the mail's dialog (the enquiry search's schema, the confirm) comes with the first mail opened
  ['/inbox', 'inbox/inbox-page', [GRID, FORMS]],
  ['/settings/offices', 'offices/offices-page', [GRID, FORMS]],
  // the new claim's form and the claim's dialogs load when one first opens
  ['/money/claims', 'claims/claims-page', [FORMS]],
  ['/money/claims/:id', 'claims/claim-page', [GRID, FORMS]],
  ['/settings/money', 'money-settings/money-settings-page', [GRID]],
  // the service form (schema, form library) loads when its dialog first opens
  ['/settings/fees', 'fees/fees-page', [GRID, FORMS]],
  ['/typography', 'ui-kit/typography-page'],
  ['/color', 'ui-kit/color-page'],
  ['/shadow', 'ui-kit/shadow-page'],
  ['/sample-page', 'ui-kit/sample-page'],
];

export const staffPageModule = (page: string) => `src/features/${page}.tsx`;

export const STAFF_BUDGETS: RouteBudget[] = STAFF_PAGES.map(([route, page, forbidden = []]) => ({
  route,
  entry: 'index.html',
  modules: [SHELL, staffPageModule(page)],
  budget: (OVER_TARGET[route] ?? 230) * KB,
  target: STAFF_BUDGET,
  forbidden: [TOASTS, ICON_LIBRARY, ...forbidden],
}));
