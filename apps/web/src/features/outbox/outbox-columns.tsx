import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { EyeOutlined } from '../../lib/icons/eye-outlined';
import { RedoOutlined } from '../../lib/icons/redo-outlined';
import { StopOutlined } from '../../lib/icons/stop-outlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@studydesk/contract';
import { ToneChip } from '../../components/tone-chip';
import { formatDateTime } from '../../lib/dates';
import { canCancel, canResend, STATE_LABEL, STATE_TONE, type MailActions } from './outbox-states';

/** Given up first when the width is short. */
export const DROP_ORDER = ['sentAt', 'attempts', 'lastError', 'createdAt'] as const;

export function StateChip({ mail }: { mail: Pick<OutboxMail, 'state'> }) {
  return <ToneChip label={STATE_LABEL[mail.state]} tone={STATE_TONE[mail.state]} />;
}

/** View on the row; Resend and Cancel in its menu, where the mail's state allows them. */
function rowActions(m: OutboxMail, a: MailActions) {
  const name = `the mail to ${m.to}`;
  return [
    <GridActionsCellItem
      key="view"
      icon={<EyeOutlined aria-hidden />}
      label={`View ${name}`}
      onClick={() => a.view(m)}
    />,
    ...(canResend(m)
      ? [
          <GridActionsCellItem
            key="resend"
            icon={<RedoOutlined aria-hidden />}
            label={`Resend ${name}`}
            onClick={() => a.resend(m)}
            showInMenu
          />,
        ]
      : []),
    ...(canCancel(m)
      ? [
          <GridActionsCellItem
            key="cancel"
            icon={<StopOutlined aria-hidden />}
            label={`Cancel ${name}`}
            onClick={() => a.cancel(m)}
            showInMenu
          />,
        ]
      : []),
  ];
}

/** A phone's card: the subject, to whom, its state and attempts, and the last error if any. */
export function MailCard({ mail }: { mail: OutboxMail }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, py: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {mail.subject}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {mail.to} · {formatDateTime(mail.createdAt)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <StateChip mail={mail} />
        <Typography variant="caption" color="text.secondary">
          {mail.attempts === 1 ? '1 attempt' : `${mail.attempts} attempts`}
        </Typography>
      </Stack>
      {mail.lastError && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {mail.lastError}
        </Typography>
      )}
    </Stack>
  );
}

/** The outbox list: when, to whom, what, where it is, how often tried, and why not sent. */
export function outboxColumns(actions: MailActions): GridColDef<OutboxMail>[] {
  const plain = { sortable: false } as const;
  return [
    {
      ...plain,
      field: 'createdAt',
      headerName: 'Queued',
      width: 150,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    { ...plain, field: 'to', headerName: 'To', flex: 1, minWidth: 170 },
    { ...plain, field: 'subject', headerName: 'Subject', flex: 1.4, minWidth: 160 },
    {
      ...plain,
      field: 'state',
      headerName: 'State',
      width: 110,
      display: 'flex',
      renderCell: ({ row }) => <StateChip mail={row} />,
    },
    { ...plain, field: 'attempts', headerName: 'Attempts', width: 90, type: 'number' },
    {
      ...plain,
      field: 'lastError',
      headerName: 'Last error',
      flex: 1,
      minWidth: 150,
      valueFormatter: (v: string | null) => v ?? '—',
    },
    {
      ...plain,
      field: 'sentAt',
      headerName: 'Sent',
      width: 150,
      valueFormatter: (v: string | null) => (v ? formatDateTime(v) : '—'),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 88,
      getActions: ({ row }) => rowActions(row, actions),
    },
  ];
}
