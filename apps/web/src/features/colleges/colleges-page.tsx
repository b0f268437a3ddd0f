import { CrudPage } from '../../components/crud-page';
import { collegeFilters, colleges } from './colleges-resource';

/** /colleges */
export default function CollegesPage() {
  return <CrudPage resource={colleges} filters={collegeFilters} />;
}
