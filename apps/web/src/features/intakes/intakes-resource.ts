import { INTAKE_STATUSES, MESSAGES, intakesResource } from '@studydesk/contract';
import { crudMessages } from '../../lib/crud/messages';
import { defineCrudResource } from '../../components/crud-resource';
import type { ListFilter } from '../../components/list-filters';
import { refFilter } from '../../components/ref-filter';
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
  form: () => import('./intakes-form').then((m) => m.intakeForm),
});
