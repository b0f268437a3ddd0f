import { useEffect } from 'react';
import { loadedPage } from './pages';
import { usePath } from './navigation';
import { pageTitle, screenOf, type PublicPath } from './paths';
import { Toasts } from './toast';

/** The public screens' root: the screen at the address (its code loaded first), and toasts. */
export function PublicApp({ path: initial }: { path: PublicPath }) {
  const at = usePath(initial);
  const path = screenOf(at) ?? initial;
  const Page = loadedPage(path);
  useEffect(() => void (document.title = pageTitle(path)), [path]);
  return (
    <>
      <Page />
      <Toasts />
    </>
  );
}
