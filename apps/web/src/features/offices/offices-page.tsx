import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Office } from '@studydesk/contract';
import { AddButton } from '../../components/crud-parts';
import { EmptyState } from '../../components/empty-state';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { LazyPopup } from '../../components/lazy-popup';
import { useDialog, type DialogState } from '../../lib/crud/use-dialog';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import { getStoredUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  LazyOfficeDialog as OfficeDialog,
  LazyRetireOfficeDialog as RetireOfficeDialog,
} from './lazy-office-dialogs';
import { OfficeRow } from './office-row';
import { useOfficesQuery } from './offices-api';

const TITLE = 'Offices';
const list = { listStyle: 'none', m: 0, p: 0 } as const;

const SettingsView = lazyPart(() => import('./office-settings-dialog'));
/** An office's own settings: the dialog's code, and its API, load when it first opens. */
function OfficeSettingsDialog({ state }: { state: DialogState<Office> }) {
  return (
    <LazyPopup open={state.open}>
      <SettingsView state={state} />
    </LazyPopup>
  );
}

/** A manager's page: their own active offices, each with its settings and nothing else. */
function ManagerOffices({ offices }: { offices: Office[] }) {
  const settings = useDialog<Office>();
  const mine = new Set(getStoredUser()?.offices ?? []);
  const active = offices.filter((o) => !o.retiredAt && mine.has(o._id));
  return (
    <SectionCard title="Your offices">
      <Box component="ul" aria-label="Your offices" sx={list}>
        {active.map((o) => (
          <OfficeRow key={o._id} office={o} onSettings={settings.show} />
        ))}
      </Box>
      <OfficeSettingsDialog state={settings} />
    </SectionCard>
  );
}

function OfficeLists({ offices }: { offices: Office[] }) {
  const editing = useDialog<Office>();
  const retiring = useDialog<Office>();
  const settings = useDialog<Office>();
  const active = offices.filter((o) => !o.retiredAt);
  const retired = offices.filter((o) => o.retiredAt);
  if (offices.length === 0)
    return (
      <>
        <EmptyState
          title="No offices yet"
          message="Add the office the agency works from; records and people belong to one."
          action={<AddButton label="Add your first office" onClick={() => editing.show()} />}
        />
        <OfficeDialog state={editing} />
      </>
    );
  return (
    <>
      <SectionCard title="Active offices">
        {active.length < 2 && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            With one office nobody else sees offices anywhere. Add a second and staff pick an
            office, lists filter by it, and enquiries move between offices.
          </Typography>
        )}
        <Box component="ul" aria-label="Active offices" sx={list}>
          {active.map((o) => (
            <OfficeRow
              key={o._id}
              office={o}
              onEdit={editing.show}
              onSettings={settings.show}
              onRetire={active.length > 1 ? retiring.show : undefined}
            />
          ))}
        </Box>
      </SectionCard>
      {retired.length > 0 && (
        <SectionCard title="Retired offices">
          <Box component="ul" aria-label="Retired offices" sx={list}>
            {retired.map((o) => (
              <OfficeRow key={o._id} office={o} />
            ))}
          </Box>
        </SectionCard>
      )}
      <OfficeDialog state={editing} />
      <RetireOfficeDialog state={retiring} active={active} />
      <OfficeSettingsDialog state={settings} />
    </>
  );
}

/**
 * /settings/offices: admins add, edit and retire the agency's offices and set each one's own
 * settings; a manager sets only their offices' settings.
 */
export default function OfficesPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('offices', 'write');
  const allowed = userCan('officeSettings', 'write');
  const query = useOfficesQuery(undefined, { skip: !allowed });
  const adding = useDialog<Office>();
  const add = <AddButton label="Add office" onClick={() => adding.show()} />;
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} action={admin && query.data?.length ? add : undefined} />
      {allowed ? (
        <QueryState
          query={query}
          fallback="Could not load the offices"
          loadingLabel="Loading the offices"
        >
          {(offices) =>
            admin ? <OfficeLists offices={offices} /> : <ManagerOffices offices={offices} />
          }
        </QueryState>
      ) : (
        <NoAccess />
      )}
      <OfficeDialog state={adding} />
    </Stack>
  );
}
