import { intakesResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';
import { collegeInput, collegeRefs, createRecord } from '../../test/fixtures';

describeCrudResource<string>({
  path: `/api${intakesResource.path}`,
  permission: 'intakes',
  envelope: intakesResource.envelope,
  setup: async (t, admin) =>
    createRecord(t, admin, '/api/college', collegeInput(1, await collegeRefs(t, admin))),
  valid: (n, college) => ({
    college,
    intakeMonth: 'September',
    intakeYear: 2027,
    deadlineDate: new Date(Date.UTC(2027, 0, n)).toISOString().slice(0, 10),
    status: 'open',
    visible: true,
  }),
  invalid: [
    { body: {}, field: 'college' },
    { body: { college: 'x', intakeMonth: 'Sept', intakeYear: 2027 }, field: 'intakeMonth' },
    { body: { college: 'x', intakeMonth: 'May', intakeYear: 1999 }, field: 'intakeYear' },
    {
      body: { college: 'x', intakeMonth: 'May', intakeYear: 2027, deadlineDate: '31/01/2027' },
      field: 'deadlineDate',
    },
  ],
  update: { status: 'closed', intakeMonth: 'January' },
  // Spec §7: DELETE /intake/{id} soft-deletes and answers the record.
  remove: { method: 'DELETE', status: 200 },
  searchField: 'deadlineDate',
  sortField: 'deadlineDate',
  expect: { read: 'session', write: ['admin', 'editor'] },
});
