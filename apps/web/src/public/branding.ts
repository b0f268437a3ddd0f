import { useEffect, useState } from 'react';
import { API_BASE, BRANDING_PATH, type Branding } from '@studydesk/contract';

/**
 * The agency's name and logo for a public page that has no data of its own (the thank-you
 * page): read once the page runs, so the prerendered page stays the same for every agency. Null
 * until then, and if it cannot be read (the page then names no one rather than the product).
 */
export function useBranding(): Branding | null {
  const [branding, setBranding] = useState<Branding | null>(null);
  useEffect(() => {
    let live = true;
    // a request that cannot even be made is one that failed, not an error on the page
    Promise.resolve()
      .then(() => fetch(new Request(`${API_BASE}${BRANDING_PATH}`, { credentials: 'omit' })))
      .then((res) => (res.ok ? (res.json() as Promise<Branding>) : null))
      .then((b) => live && b && setBranding(b))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return branding;
}
