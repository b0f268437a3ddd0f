import { CrudPage } from '../../components/crud-page';
import { blog } from './blog-resource';

/** /blog: Posts and Trash tabs. */
export default function BlogPage() {
  return <CrudPage resource={blog} />;
}
