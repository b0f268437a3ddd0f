import { CrudPage } from '../../components/crud-page';
import { placeFilters, places } from './states-resource';

/** /state */
export default function StatesPage() {
  return <CrudPage resource={places} filters={placeFilters} />;
}
