import { enquiriesResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';
import { enquiryInput } from '../../test/fixtures';

describeCrudResource({
  path: `/api${enquiriesResource.path}`,
  permission: 'enquiries',
  envelope: enquiriesResource.envelope,
  publicCreate: true,
  valid: enquiryInput,
  invalid: [
    { body: {}, field: 'fName' },
    { body: { ...enquiryInput(1), email: 'not-an-email' }, field: 'email' },
    { body: { ...enquiryInput(1), fName: '<script>alert(1)</script>' }, field: 'fName' },
    { body: { ...enquiryInput(1), mobile: 'call me' }, field: 'mobile' },
    { body: { ...enquiryInput(1), category: 'Kindergarten' }, field: 'category' },
    // Posted with a staff session: the staff form, where the source is required and not 'form'.
    { body: { ...enquiryInput(1), source: 'form' }, field: 'source' },
  ],
  update: { remarks: 'Called back, wants a January intake', leadQuality: 'High' },
  remove: { method: 'PATCH', status: 200 },
  searchField: 'fName',
  sortField: 'fName',
  expect: {
    read: ['admin', 'manager', 'counsellor'],
    write: ['admin', 'manager', 'counsellor'],
  },
});
