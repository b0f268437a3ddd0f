import { followUpsResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';
import { createEnquiry } from '../../test/fixtures';

describeCrudResource<string>({
  path: `/api${followUpsResource.path}`,
  permission: 'followUps',
  envelope: followUpsResource.envelope,
  setup: (t, admin) => createEnquiry(t, admin, 1),
  valid: (n, enquiry) => ({
    enquiry,
    followUpDetails: `Call ${String(n).padStart(3, '0')} about documents`,
    nextContactDate: '2026-12-01',
  }),
  invalid: [
    { body: {}, field: 'enquiry' },
    { body: { enquiry: 'x', followUpDetails: '' }, field: 'followUpDetails' },
    {
      body: { enquiry: 'x', followUpDetails: 'ok', nextContactDate: '31-12-2026' },
      field: 'nextContactDate',
    },
    { body: { enquiry: 'x', followUpDetails: 'ok', status: 'maybe' }, field: 'status' },
  ],
  update: { followUpDetails: 'Sent the offer letter checklist' },
  searchField: 'followUpDetails',
  sortField: 'createdAt',
  expect: {
    read: ['admin', 'manager', 'counsellor'],
    write: ['admin', 'manager', 'counsellor'],
  },
});
