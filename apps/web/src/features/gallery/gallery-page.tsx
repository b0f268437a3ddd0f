import { CrudPage } from '../../components/crud-page';
import { gallery } from './gallery-resource';

/** /gallery: Items and Trash tabs. */
export default function GalleryPage() {
  return <CrudPage resource={gallery} />;
}
