import { defineCrudDialogs } from '../../components/crud-resource';
import { enquiriesApi } from './enquiries-api';
import { ENQUIRY_MESSAGES } from './enquiry-messages';

/**
 * An enquiry's edit and delete dialogs, opened from the list and from the record: the record
 * takes only this part, not the list's columns and controls.
 */
export const enquiryDialogs = defineCrudDialogs({
  api: enquiriesApi,
  singular: 'enquiry',
  messages: ENQUIRY_MESSAGES,
  removeConfirm: {
    message: 'The enquiry leaves the list. An administrator can restore it.',
    label: 'Delete',
  },
  rowLabel: (row) => row.enqNo,
  form: () =>
    import('./enquiry-form').then((m) => ({
      schema: m.EnquiryFormSchema,
      fields: m.ENQUIRY_FORM_FIELDS,
      blank: m.BLANK_ENQUIRY,
      fromRow: m.enquiryToForm,
    })),
});
