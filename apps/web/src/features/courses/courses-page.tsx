import { CrudPage } from '../../components/crud-page';
import { userCan } from '../../lib/permissions';
import { ImportButton } from '../imports/import-button';
import { courseFilters, courses } from './courses-resource';

/** /course: Domestic and International tabs over one list; editors import a spreadsheet. */
export default function CoursesPage() {
  return (
    <CrudPage
      resource={courses}
      filters={courseFilters}
      actions={() => userCan('courses', 'write') && <ImportButton to="/course/import" />}
    />
  );
}
