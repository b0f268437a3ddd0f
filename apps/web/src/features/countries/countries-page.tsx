import { CrudPage } from '../../components/crud-page';
import { countries } from './countries-resource';

/** /country */
export default function CountriesPage() {
  return <CrudPage resource={countries} />;
}
