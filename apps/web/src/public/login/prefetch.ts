/**
 * Once the sign-in page is loaded and idle, fetches the staff app's entry (the build lists its
 * files on the root: vite/prerender.ts) into the cache, without running it, so signing in opens
 * the dashboard sooner. Prefetches are the browser's lowest priority and start after the page's
 * own work.
 */
export function prefetchStaffApp(): void {
  const files = document.getElementById('root')?.dataset.prefetch?.split(' ').filter(Boolean);
  if (!files?.length) return;
  const prefetch = () =>
    files.forEach((file) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = `/${file}`;
      link.crossOrigin = '';
      document.head.append(link);
    });
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(prefetch) : setTimeout(prefetch, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
