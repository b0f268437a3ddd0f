import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §1: every route change scrolls the page smoothly to the top. */
export function ScrollTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
