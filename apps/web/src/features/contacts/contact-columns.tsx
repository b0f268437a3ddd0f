import type { GridColDef } from '@mui/x-data-grid';
import type { Contact } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { NextTryCell } from './contact-attempts';
import { PhoneLink } from '../enquiries/contact-links';
import {
  ContactNameLink,
  ContactOwnerControl,
  ContactStatusControl,
  MessageCell,
} from './contact-cells';

/**
 * What gives way first when the table is narrow (1440 with the drawer open): the received date
 * and preferred time (both in the details), then the e-mail; the owner and next try stay.
 */
export const DROP_ORDER = ['createdAt', 'preferredTime', 'email'] as const;

/** The call-request columns (on phones a card instead); the name opens the request's details. */
export function contactColumns(open: (c: Contact) => void): GridColDef<Contact>[] {
  return [
    {
      field: 'name',
      headerName: 'Name',
      flex: 0.9,
      minWidth: 100,
      display: 'flex',
      renderCell: ({ row }) => <ContactNameLink contact={row} onOpen={() => open(row)} />,
    },
    { field: 'email', headerName: 'Email', flex: 1.1, minWidth: 180, sortable: false },
    {
      field: 'mobile',
      headerName: 'Mobile',
      width: 140,
      sortable: false,
      display: 'flex',
      // one tap dials, as on the other lists
      renderCell: ({ row }) => <PhoneLink phone={row.mobile ?? ''} />,
    },
    {
      field: 'message',
      headerName: 'Message',
      flex: 1.4,
      minWidth: 180,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => <MessageCell message={row.message} />,
    },
    {
      field: 'preferredTime',
      headerName: 'Preferred time',
      width: 140,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 140,
      display: 'flex',
      renderCell: ({ row }) => <ContactStatusControl contact={row} />,
    },
    {
      field: 'nextTryAt',
      headerName: 'Next try',
      width: 140,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => <NextTryCell contact={row} />,
    },
    {
      field: 'assignedTo',
      headerName: 'Owner',
      width: 180,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => <ContactOwnerControl contact={row} />,
    },
    dateColumn<Contact>('createdAt', 'Received'),
  ];
}
