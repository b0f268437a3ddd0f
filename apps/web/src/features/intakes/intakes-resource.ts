import {
  INTAKE_STATUSES,
  IntakeCreateSchema,
  MESSAGES,
  MONTHS,
  intakesResource,
  type Intake,
} from '@studydesk/contract';
import { crudMessages } from '../../lib/crud/messages';
import { defineCrudResource } from '../../components/crud-resource';
import { switchField } from '../../components/form-inputs';
import type { ListFilter } from '../../components/list-filters';
import { refField, refFilter } from '../../components/ref-field';
import { optionsOf } from '../../lib/options';
import { collegeSource } from '../colleges/colleges-api';
import { intakesApi, intakesTrashApi } from './intakes-api';
import { intakeColumns } from './intakes-columns';

const names = { singular: 'intake', plural: 'intakes' };
const { intakes: spec } = MESSAGES;

export const intakeFilters: readonly ListFilter[] = [
  refFilter('college', 'College', collegeSource),
  { name: 'status', label: 'Status', type: 'select', options: optionsOf(INTAKE_STATUSES) },
];

/** Application windows of a college: /intake. */
export const intakes = defineCrudResource({
  api: intakesApi,
  permission: 'intakes',
  title: 'Intakes',
  ...names,
  messages: crudMessages(names, { load: spec.load, create: spec.create }),
  list: { ...intakesResource, filters: intakeFilters.map((f) => f.name) },
  columns: intakeColumns,
  hiddenOnMobile: ['intakeYear', 'status', 'visible', 'updatedAt'],
  rowHeight: 60,
  removeConfirm: {
    message: 'It is marked deleted and leaves the list when it reloads; the Trash can restore it.',
    label: 'Delete',
  },
  trash: {
    api: intakesTrashApi,
    liveLabel: 'Intakes',
    messages: {
      restored: 'Intake restored',
      restore: 'Failed to restore intake',
      purged: 'Intake deleted permanently',
      purge: spec.hardDelete,
    },
  },
  rowLabel: (row) => `${row.collegeName ?? 'Intake'} ${row.intakeMonth} ${row.intakeYear}`,
  form: {
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
  },
});
