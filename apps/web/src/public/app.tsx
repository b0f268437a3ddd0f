import { loadedPage } from './pages';
import { usePath } from './navigation';
import { isPublicPath, type PublicPath } from './paths';
import { Toasts } from './toast';

/** The public screens' root: the screen at the address (its code loaded first), and toasts. */
export function PublicApp({ path: initial }: { path: PublicPath }) {
  const path = usePath(initial);
  const Page = loadedPage(isPublicPath(path) ? path : initial);
  return (
    <>
      <Page />
      <Toasts />
    </>
  );
}
