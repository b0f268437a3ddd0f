import { z } from 'zod';
import {
  CourseCreateFieldsSchema,
  courseFeesFit,
  coursesResource,
  type Course,
} from '@studydesk/contract';
import type { RefSource } from '../../components/ref-select';
import { createCrudApi } from '../../lib/crud/crud-api';
import { multipart } from '../../lib/form-data';
import { withImage } from '../../lib/image-upload';

/**
 * The contract's course plus its image. A blank fee means "not given": the contract's number
 * coercion would read '' as 0, so it is dropped first.
 */
export const CourseFormSchema = withImage(CourseCreateFieldsSchema)
  .extend({
    fees: z.preprocess((v) => (v === '' ? undefined : v), CourseCreateFieldsSchema.shape.fees),
  })
  .superRefine(courseFeesFit);
export type CourseForm = z.output<typeof CourseFormSchema>;

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
