import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { toast } from '../lib/toast/toast';
import { MESSAGES } from '@studydesk/contract/plain';
import { setUnauthorizedHandler } from '../lib/api';
import { ApiProgress, ProgressBar } from './progress-bar';
import { ScrollTop } from './scroll-top';

/**
 * Wraps every route: scroll to top, the progress bar (while a page's code or an API call
 * loads), and the 401 → /login rule.
 */
export function RootShell() {
  const navigate = useNavigate();
  const loadingPage = useNavigation().state !== 'idle';
  useEffect(() => {
    // api.ts has already cleared the stored session when this runs.
    setUnauthorizedHandler(() => {
      toast.info(MESSAGES.sessionRequired, { toastId: 'session-required' });
      void navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [navigate]);

  return (
    <>
      <ScrollTop />
      {loadingPage ? <ProgressBar /> : <ApiProgress />}
      <Suspense fallback={<ProgressBar />}>
        <Outlet />
      </Suspense>
    </>
  );
}
