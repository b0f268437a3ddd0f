import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Office } from '@studydesk/contract';
import { ReadablePage } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/empty-state';
import { useSessionUser } from '../../lib/session';
import { utcOffset } from '../../lib/time-zones';
import { useCounsellors } from '../enquiries/staff-api';
import { useOffices } from '../offices/use-offices';
import { useAvailabilityQuery } from './appointments-api';
import { AvailabilityEditor } from './availability-editor';

const zoneOf = (o: Office) => `${o.timeZone} (${utcOffset(o.timeZone)})`;

/** Which clock the hours are in: the one office's, or each range's own office's. */
const zoneNote = (offices: Office[]) =>
  offices.length === 1
    ? `Times are in ${offices[0]!.name}’s time zone: ${zoneOf(offices[0]!)}.`
    : 'Each range of hours is in the time zone of the office it is kept at.';

/** Whose hours: one's own, or (`?user=`, from My Team) a person an admin or manager leads. */
function usePerson() {
  const me = useSessionUser();
  const [params] = useSearchParams();
  const other = params.get('user');
  const staff = useCounsellors();
  if (!other || other === me?._id)
    return { id: me?._id ?? '', title: 'My availability', offices: me?.offices ?? [], own: true };
  const s = staff.counsellors.find((c) => c._id === other);
  const title = s ? `Availability of ${s.fname} ${s.lname}`.trim() : 'Availability';
  return { id: other, title, offices: s?.offices ?? [], own: false };
}

function Editor({ person }: { person: ReturnType<typeof usePerson> }) {
  const query = useAvailabilityQuery(person.id, { skip: !person.id });
  const { all } = useOffices();
  const theirs = all.filter((o) => person.offices.includes(o._id) && !o.retiredAt);
  const options = theirs.map((o) => ({ value: o._id, label: `${o.name} — ${zoneOf(o)}` }));
  return (
    <QueryState
      query={query}
      fallback="Could not load the availability"
      loadingLabel="Loading the availability"
      notFound={<EmptyState title="Person not found" message="They may have left the team." />}
    >
      {(a) => (
        <AvailabilityEditor
          key={`${person.id}|${options.length}`}
          user={person.id}
          initial={a}
          offices={options}
          zoneNote={zoneNote(theirs)}
        />
      )}
    </QueryState>
  );
}

/** /profile/availability: the weekly hours students can book, and time off. */
export default function AvailabilityPage() {
  const person = usePerson();
  return (
    <ReadablePage title={person.title} permission="enquiries">
      <Stack spacing={2.5}>
        <PageHeader
          title={person.title}
          action={
            <Button component={RouterLink} to={person.own ? '/profile' : '/my-team'}>
              {person.own ? 'Back to profile' : 'Back to My Team'}
            </Button>
          }
        />
        <Editor person={person} />
      </Stack>
    </ReadablePage>
  );
}
