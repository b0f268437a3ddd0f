import { MESSAGES } from '@studydesk/contract/plain';
import type { CrudMessages } from '../../lib/crud/types';

/** Toasts of the enquiry desk; the load and create fallbacks are spec §8's. */
export const ENQUIRY_MESSAGES: CrudMessages = {
  load: MESSAGES.enquiries.load,
  create: MESSAGES.enquiries.create,
  update: 'Failed to update enquiry',
  remove: 'Failed to delete enquiry',
  created: 'Enquiry added',
  updated: 'Enquiry updated',
  removed: 'Enquiry deleted',
};
