import { useEffect, useState } from 'react';
import { BrandTitle } from './brand-title';
import { loadedPage } from './pages';
import { usePath } from './navigation';
import { pageTitle, prerenderedBrand, screenOf, type PublicPath } from './paths';
import { Toasts } from '../lib/toast/toast';

/**
 * The public screens' root: the screen at the address (its code loaded first), and toasts; the
 * browser tab names the page and whose it is (its frame's brand).
 */
export function PublicApp({ path: initial }: { path: PublicPath }) {
  const at = usePath(initial);
  const path = screenOf(at) ?? initial;
  const Page = loadedPage(path);
  // whose page it is comes from the page's frame, once the page knows it
  const [brand, setBrand] = useState(() => prerenderedBrand(initial));
  useEffect(() => void (document.title = pageTitle(path, brand)), [path, brand]);
  return (
    <BrandTitle value={setBrand}>
      <Page />
      <Toasts />
    </BrandTitle>
  );
}
