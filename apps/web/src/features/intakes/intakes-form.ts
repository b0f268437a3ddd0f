import { INTAKE_STATUSES, IntakeCreateSchema, MONTHS, type Intake } from '@studydesk/contract';
import { defineCrudForm } from '../../components/crud-resource';
import { switchField } from '../../components/form-inputs';
import { refField } from '../../components/ref-field';
import { optionsOf } from '../../lib/options';
import { collegeSource } from '../colleges/colleges-api';

/** The intake form, loaded when its dialog first opens. */
export const intakeForm = defineCrudForm<Intake>()({
  schema: IntakeCreateSchema,
  fields: [
    refField('college', 'College', collegeSource, { required: true }),
    {
      name: 'intakeMonth',
      label: 'Intake month',
      required: true,
      options: optionsOf(MONTHS, String),
    },
    { name: 'intakeYear', label: 'Intake year', required: true, type: 'number' },
    { name: 'deadlineDate', label: 'Deadline date', required: true, type: 'date' },
    { name: 'status', label: 'Status', options: optionsOf(INTAKE_STATUSES) },
    switchField('visible', 'Visible on the website'),
  ],
  // Spec §5: status open and visible by default.
  blank: {
    college: '',
    intakeMonth: 'September',
    intakeYear: new Date().getFullYear(),
    deadlineDate: '',
    status: 'open',
    visible: true,
  },
  fromRow: (row: Intake) => ({
    college: row.college,
    intakeMonth: row.intakeMonth,
    intakeYear: row.intakeYear,
    deadlineDate: row.deadlineDate,
    status: row.status,
    visible: row.visible,
  }),
});
