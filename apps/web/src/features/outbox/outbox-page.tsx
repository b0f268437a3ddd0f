import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MailState, OutboxMail } from '@studydesk/contract';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { useListTab, ViewTabs, type ListTabs } from '../../components/list-tabs';
import { useDialog } from '../../lib/crud/use-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { errorMessage, isForbidden } from '../../lib/errors';
import { useListParams } from '../../lib/crud/list-params';
import type { ListParamsOptions } from '../../lib/crud/types';
import { userCan } from '../../lib/permissions';
import { MailDialog } from './mail-dialog';
import { ChangeDialogs, type Change } from './change-dialogs';
import { DROP_ORDER, MailCard, outboxColumns } from './outbox-columns';
import { useOutboxListQuery } from './outbox-api';
import { STATE_TABS, type MailActions } from './outbox-states';

const TITLE = 'Outbox';
const LIST: ListParamsOptions = { sortable: [], defaultSort: 'createdAt' };
const TABS: ListTabs = { name: 'state', label: 'Mail by state', tabs: STATE_TABS };

function NoServerBanner() {
  return (
    <Alert severity="warning">
      <AlertTitle>No mail server is set</AlertTitle>
      Mail waits here and nothing is sent. Set SMTP_URL and MAIL_FROM on the server and restart
      StudyDesk: the waiting mail then goes out.
    </Alert>
  );
}

function OutboxList() {
  const list = useListParams(LIST);
  const tab = useListTab(TABS);
  const state = (tab.tab?.value || undefined) as MailState | undefined;
  const { page, limit } = list.params;
  const query = useOutboxListQuery({ page, limit, state });
  const viewing = useDialog<OutboxMail>();
  const changing = useDialog<Change>();
  const change = changing.show;
  const actions: MailActions = useMemo(
    () => ({
      view: viewing.show,
      resend: (mail) => change({ kind: 'resend', mail }),
      cancel: (mail) => change({ kind: 'cancel', mail }),
    }),
    [viewing.show, change],
  );
  const columns = useMemo(() => outboxColumns(actions), [actions]);
  const { data, isError, error } = query;
  const plural = tab.tab && 'plural' in tab.tab ? tab.tab.plural : 'mail';
  return (
    <Stack spacing={2.5}>
      {data && !data.mailServer && <NoServerBanner />}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <ViewTabs
          label={TABS.label}
          value={tab.tab?.value ?? ''}
          tabs={TABS.tabs}
          onChange={tab.select}
        />
        {data && data.total > 0 && (
          <Typography variant="body2" color="text.secondary">
            {data.total} {data.total === 1 ? 'mail' : 'mails'}
          </Typography>
        )}
      </Stack>
      <DataTable
        label={TITLE}
        rows={data?.data ?? []}
        total={isError ? undefined : data?.total}
        columns={columns}
        card={(mail) => <MailCard mail={mail} />}
        dropOrder={DROP_ORDER}
        params={list.params}
        loading={query.isFetching}
        error={
          isError && !isForbidden(error)
            ? errorMessage(error, 'Could not load the outbox')
            : undefined
        }
        forbidden={isError && isForbidden(error)}
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState
            title={state ? `No ${plural}` : 'No mail yet'}
            message={
              state ? undefined : 'Acknowledgements, digests and the mail staff write show here.'
            }
          />
        }
        onRowOpen={viewing.show}
        onPageChange={list.setPage}
        onLimitChange={list.setLimit}
        onSortChange={() => undefined}
      />
      <MailDialog
        open={viewing.open}
        mail={viewing.value}
        actions={actions}
        onClose={viewing.hide}
      />
      <ChangeDialogs state={changing} onDone={viewing.hide} />
    </Stack>
  );
}

/** /settings/outbox (admins): every mail StudyDesk sends, its state, and resend or cancel. */
export default function OutboxPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('outbox', 'read');
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} />
      {admin ? <OutboxList /> : <NoAccess />}
    </Stack>
  );
}
