import { CrudPage } from '../../components/crud-page';
import { services } from './services-resource';

/** /services */
export default function ServicesPage() {
  return <CrudPage resource={services} />;
}
