import { MESSAGES, collegesResource, type College } from '@studydesk/contract';
import type { RefSource } from '../../components/ref-select';
import { createCrudApi } from '../../lib/crud/crud-api';
import { multipart } from '../../lib/form-data';
import type { CollegeForm } from './college-form';

/**
 * /college: multipart with lists as indexed `courses[0]` … (courses as their ids), empty
 * values and the id skipped (spec §3); lists answer {colleges, total, totalPages, currentPage}.
 */
export const collegesApi = createCrudApi<College, CollegeForm>({
  resource: collegesResource,
  encode: multipart({ arrays: 'indexed' }),
  malformedMessage: MESSAGES.colleges.load,
});

/** Colleges as the choice of another form (an intake's college). */
export const collegeSource: RefSource<College> = {
  api: collegesApi,
  label: (college) => college.name,
  sort: 'name',
};
