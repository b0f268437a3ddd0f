import type { ModuleRegistration } from '../module';
import { enquiryMailRoutes } from './enquiry-mail.routes';

/** Mail written to a student from their record. */
export const enquiryMailModule: ModuleRegistration = {
  name: 'enquiry-mail',
  register: (api, { handle, enquiries }) => enquiryMailRoutes(api, { db: handle.db, enquiries }),
};
