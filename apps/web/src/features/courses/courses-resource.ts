import {
  COURSE_MODES,
  MESSAGES,
  STUDY_LEVELS,
  coursesResource,
  type Course,
} from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import {
  THUMBNAIL_ROW_HEIGHT,
  choiceColumn,
  thumbnailColumn,
  yesNoColumn,
} from '../../components/column-kinds';
import { crudMessages } from '../../lib/crud/messages';
import { defineCrudResource } from '../../components/crud-resource';
import type { ListFilter } from '../../components/list-filters';
import { capitalise, optionsOf } from '../../lib/options';
import { coursesApi } from './courses-api';

const names = { singular: 'course', plural: 'courses' };

export const courseFilters: readonly ListFilter[] = [
  { name: 'level', label: 'Level', type: 'select', options: optionsOf(STUDY_LEVELS, String) },
  { name: 'mode', label: 'Mode', type: 'select', options: optionsOf(COURSE_MODES) },
];

const fees = ({ fees: amount, currency }: Course) =>
  typeof amount === 'number' ? `${currency ?? ''} ${amount.toLocaleString('en-IN')}`.trim() : '';

/** Domestic and international courses: /course, one tab each (`domestic=true|false`). */
export const courses = defineCrudResource({
  api: coursesApi,
  permission: 'courses',
  title: 'Courses',
  ...names,
  messages: crudMessages(names, MESSAGES.courses),
  list: { ...coursesResource, filters: courseFilters.map((f) => f.name) },
  tabs: {
    name: 'domestic',
    label: 'Course type',
    // All first: the dashboard's course count links here and matches it.
    tabs: [
      { value: '', label: 'All', plural: 'courses' },
      { value: 'true', label: 'Domestic', plural: 'domestic courses' },
      { value: 'false', label: 'International', plural: 'international courses' },
    ],
    blank: (tab) => ({ domestic: tab === 'true' }),
  },
  columns: [
    thumbnailColumn<Course>(),
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
    { field: 'level', headerName: 'Level', width: 120 },
    choiceColumn<Course>(
      'mode',
      'Mode',
      { online: 'info', offline: 'primary', hybrid: 'warning' },
      capitalise,
    ),
    {
      field: 'fees',
      headerName: 'Fees',
      width: 120,
      sortable: false,
      valueGetter: (_v, row) => fees(row),
    },
    { field: 'duration', headerName: 'Duration', width: 110, sortable: false },
    yesNoColumn<Course>('visible', 'Visible'),
    dateColumn<Course>('updatedAt', 'Updated'),
  ],
  hiddenOnMobile: ['level', 'mode', 'fees', 'duration', 'visible', 'updatedAt'],
  rowHeight: THUMBNAIL_ROW_HEIGHT,
  rowLabel: (row) => row.title,
  form: () => import('./course-form').then((m) => m.courseForm),
});
