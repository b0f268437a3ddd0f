import { CrudPage } from '../../components/crud-page';
import { courseFilters, courses } from './courses-resource';

/** /course: Domestic and International tabs over one list. */
export default function CoursesPage() {
  return <CrudPage resource={courses} filters={courseFilters} />;
}
