import { applicationsModule } from './applications/applications.module';
import { appointmentsModule } from './appointments/appointments.module';
import { autoMailModule } from './auto-mail/auto-mail.module';
import { blogModule } from './blog/blog.module';
import { collegesModule } from './colleges/colleges.module';
import { contactsModule } from './contacts/contacts.module';
import { countriesModule } from './countries/countries.module';
import { coursesModule } from './courses/courses.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { digestModule } from './digest/digest.module';
import { documentsModule } from './documents/documents.module';
import { dueModule } from './due/due.module';
import { enquiriesModule } from './enquiries/enquiries.module';
import { enquiryMailModule } from './enquiry-mail/enquiry-mail.module';
import { eventsModule } from './events/events.module';
import { followUpsModule } from './followups/followups.module';
import { feesModule } from './fees/fees.module';
import { galleryModule } from './gallery/gallery.module';
import { healthModule } from './health/health.module';
import { importsModule } from './imports/imports.module';
import { claimsModule } from './claims/claims.module';
import { inboxModule } from './inbox/inbox.module';
import { invoicesModule } from './invoices/invoices.module';
import { intakesModule } from './intakes/intakes.module';
import { mailModule } from './mail/mail.module';
import { mailTemplatesModule } from './mail-templates/mail-templates.module';
import { maintenanceModule } from './maintenance/maintenance.module';
import type { ModuleRegistration } from './module';
import { moneyModule } from './money/money.module';
import { noticesModule } from './notices/notices.module';
import { officesModule } from './offices/offices.module';
import { searchModule } from './search/search.module';
import { servicesModule } from './services/services.module';
import { settingsModule } from './settings/settings.module';
import { statesModule } from './states/states.module';
import { studentPortalModule } from './student-portal/student-portal.module';
import { usersModule } from './users/users.module';
import { webToLeadModule } from './web-to-lead/web-to-lead.module';

export type { AppContext, ModuleRegistration } from './module';

/**
 * Every module of the app, registered in this order at start. Auto-mail comes first: mail
 * written at start (a missed digest) needs its links, and enquiries their mail hook. Search
 * comes after the modules it reads.
 */
export const MODULES: readonly ModuleRegistration[] = [
  autoMailModule,
  maintenanceModule,
  dueModule,
  healthModule,
  usersModule,
  servicesModule,
  settingsModule,
  mailTemplatesModule,
  officesModule,
  digestModule,
  dashboardModule,
  enquiriesModule,
  eventsModule,
  followUpsModule,
  applicationsModule,
  documentsModule,
  studentPortalModule,
  contactsModule,
  countriesModule,
  statesModule,
  coursesModule,
  collegesModule,
  searchModule,
  intakesModule,
  mailModule,
  blogModule,
  galleryModule,
  webToLeadModule,
  importsModule,
  enquiryMailModule,
  moneyModule,
  feesModule,
  invoicesModule,
  claimsModule,
  appointmentsModule,
  inboxModule,
  noticesModule,
];
