import { coursesResource, type Course } from '@studydesk/contract';
import type { RefSource } from '../../components/ref-select';
import { createCrudApi } from '../../lib/crud/crud-api';
import { multipart } from '../../lib/form-data';
import type { CourseForm } from './course-form';

/** /courses: multipart with lists as repeated `tags[]` (spec §3); lists answer {data, count}. */
export const coursesApi = createCrudApi<Course, CourseForm>({
  resource: coursesResource,
  encode: multipart({ arrays: 'bracketed' }),
});

/** Courses as the choice of another form (the courses a college offers). */
export const courseSource: RefSource<Course> = {
  api: coursesApi,
  label: (course) => course.title,
  sort: 'title',
};
