import type { ReactElement } from 'react';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { CalendarOutlined } from '../../lib/icons/calendar-outlined';
import { CheckCircleOutlined } from '../../lib/icons/check-circle-outlined';
import { EditOutlined } from '../../lib/icons/edit-outlined';
import { KeyOutlined } from '../../lib/icons/key-outlined';
import { StopOutlined } from '../../lib/icons/stop-outlined';
import { UnlockOutlined } from '../../lib/icons/unlock-outlined';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@studydesk/contract';
import { OWNER_ROLES } from '@studydesk/contract/plain';
import { tableColumns } from '../../components/columns';
import { ToneChip } from '../../components/tone-chip';
import { DEFAULT_AVATAR } from '../../lib/user-display';
import { formatDateTime } from '../../lib/dates';
import { capitalise } from '../../lib/options';
import { nameOf, STATUS_TONE, TEAM_LIST } from './team-resource';

/** What an admin can do with one member. */
export type MemberActions = {
  edit: (u: User) => void;
  approve: (u: User) => void;
  block: (u: User) => void;
  reactivate: (u: User) => void;
  resetPassword: (u: User) => void;
};

export const HIDDEN_ON_MOBILE = ['email', 'mobile', 'userType', 'offices', 'lastLogin'] as const;

function MemberCell({ user }: { user: User }) {
  return (
    <Stack direction="row" spacing={1.25} alignItems="center" sx={{ minWidth: 0 }}>
      <Avatar alt="" src={user.image ?? DEFAULT_AVATAR} sx={{ width: 32, height: 32 }} />
      <Typography variant="body2" noWrap>
        {nameOf(user)}
      </Typography>
    </Stack>
  );
}

const item = (label: string, icon: ReactElement, run: () => void, showInMenu = false) =>
  showInMenu ? (
    <GridActionsCellItem key={label} icon={icon} label={label} onClick={run} showInMenu />
  ) : (
    <GridActionsCellItem key={label} icon={icon} label={label} onClick={run} />
  );

/** Edit and Approve on the row; Block, Reactivate and Reset password behind its "more" menu. */
function rowActions(u: User, a: MemberActions) {
  const name = nameOf(u);
  return [
    item(`Edit ${name}`, <EditOutlined aria-hidden />, () => a.edit(u)),
    ...(u.status === 'pending'
      ? [item(`Approve ${name}`, <CheckCircleOutlined aria-hidden />, () => a.approve(u))]
      : []),
    u.status === 'blocked'
      ? item(`Reactivate ${name}`, <UnlockOutlined aria-hidden />, () => a.reactivate(u), true)
      : item(`Block ${name}`, <StopOutlined aria-hidden />, () => a.block(u), true),
    item(`Reset password of ${name}`, <KeyOutlined aria-hidden />, () => a.resetPassword(u), true),
  ];
}

/** Availability, for those who take sessions: a row icon, or in the menu beside an admin's. */
function hoursAction(u: User, open: (u: User) => void, inMenu: boolean) {
  const takesSessions = (OWNER_ROLES as readonly string[]).includes(u.userType);
  if (!takesSessions || u.status !== 'active') return [];
  return [
    item(`Availability of ${nameOf(u)}`, <CalendarOutlined aria-hidden />, () => open(u), inMenu),
  ];
}

/** Where each works, by office name: only for an agency of two offices or more. */
const officesColumn = (officeNames: (ids: string[]) => string): GridColDef<User> => ({
  field: 'offices',
  headerName: 'Offices',
  flex: 0.8,
  minWidth: 140,
  sortable: false,
  valueGetter: (_value, row) => officeNames(row.offices),
});

/**
 * The team list (with `actions` for those who may change it): who, how to reach them, their role, their offices (when there are several),
 * status, and when they last signed in.
 */
export function teamColumns(
  actions: MemberActions | undefined,
  officeNames?: (ids: string[]) => string,
  /** opens a person's hours (admins and managers) */
  hours?: (u: User) => void,
): GridColDef<User>[] {
  const columns: GridColDef<User>[] = [
    {
      field: 'fname',
      headerName: 'Name',
      flex: 1,
      minWidth: 150,
      display: 'flex',
      renderCell: ({ row }) => <MemberCell user={row} />,
    },
    { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 180 },
    {
      field: 'mobile',
      headerName: 'Mobile',
      width: 140,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'userType',
      headerName: 'Role',
      width: 110,
      valueFormatter: (value: string) => capitalise(value),
    },
    ...(officeNames ? [officesColumn(officeNames)] : []),
    {
      field: 'status',
      headerName: 'Status',
      width: 100,
      renderCell: ({ row }) => (
        <ToneChip label={capitalise(row.status)} tone={STATUS_TONE[row.status]} />
      ),
    },
    {
      field: 'lastLogin',
      headerName: 'Last sign-in',
      width: 160,
      valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
    },
  ];
  const read = tableColumns(columns, TEAM_LIST.sortable, nameOf);
  if (!actions && !hours) return read;
  return [
    ...read,
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 112,
      getActions: ({ row }) => [
        ...(actions ? rowActions(row, actions) : []),
        ...(hours ? hoursAction(row, hours, Boolean(actions)) : []),
      ],
    },
  ];
}
