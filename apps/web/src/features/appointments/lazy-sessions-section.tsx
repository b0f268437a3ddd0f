import { Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { OWNER_ROLES } from '@studydesk/contract/plain';
import { SectionCard } from '../../components/section-card';
import { lazyPart } from '../../lib/lazy';
import { getStoredUser } from '../../lib/session';

/*
 * The record's route has a size budget: the sessions' code loads with the section, after the
 * record's first paint, not with the route.
 */
type Props = { enquiry: string };
const Section = lazyPart<Props>(() =>
  import('./student-sessions').then((m) => ({ default: m.StudentSessions })),
);

/** A student's sessions, for those who hold them (the API lets only them read sessions). */
export function LazySessionsSection(props: Props) {
  const role = getStoredUser()?.userType;
  if (!role || !(OWNER_ROLES as readonly string[]).includes(role)) return null;
  return (
    <Suspense
      fallback={
        <SectionCard title="Sessions">
          <CircularProgress size={24} aria-label="Loading the sessions" />
        </SectionCard>
      }
    >
      <Section {...props} />
    </Suspense>
  );
}
