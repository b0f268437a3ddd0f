import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { Enquiry } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { PhoneLink } from './contact-links';
import { EnquiryLink } from './enquiry-link';
import { fullName } from './enquiry-name';
import { StatusChip } from './enquiry-status';
import { EnquiryCell } from './lazy-enquiry-cells';

/** One line, cut with an ellipsis, whole in its tooltip. */
function OneLine({ text }: { text: string }) {
  return (
    <Typography noWrap title={text} sx={{ minWidth: 0 }}>
      {text}
    </Typography>
  );
}

/** On phones a row is a card: the name (opening the enquiry), status, number and phone. */
export function EnquiryCard({ row }: { row: Enquiry }) {
  return (
    <Stack spacing={0.5} sx={{ py: 1, width: '100%', minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <EnquiryLink id={row._id}>{fullName(row)}</EnquiryLink>
        <StatusChip status={row.status} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Typography color="text.secondary">{row.enqNo}</Typography>
        <PhoneLink phone={row.mobile} />
      </Stack>
      <Box>
        <EnquiryCell kind="clock" enquiry={row} />
      </Box>
    </Stack>
  );
}

const flexCell = { display: 'flex' as const };

export const ENQUIRY_COLUMNS: GridColDef<Enquiry>[] = [
  {
    field: 'enqNo',
    headerName: 'Enquiry',
    width: 112,
    ...flexCell,
    renderCell: ({ row }) => <EnquiryLink id={row._id}>{row.enqNo}</EnquiryLink>,
  },
  {
    field: 'fName',
    headerName: 'Name',
    flex: 1,
    minWidth: 150,
    ...flexCell,
    valueGetter: (_v, row) => fullName(row),
    renderCell: ({ value }) => <OneLine text={String(value)} />,
  },
  {
    field: 'mobile',
    headerName: 'Phone',
    width: 150,
    sortable: false,
    ...flexCell,
    renderCell: ({ row }) => <PhoneLink phone={row.mobile} />,
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 180,
    sortable: false,
    ...flexCell,
    renderCell: ({ row }) => <OneLine text={row.email} />,
  },
  {
    field: 'course',
    headerName: 'Course / country',
    flex: 1,
    minWidth: 160,
    sortable: false,
    ...flexCell,
    renderCell: ({ row }) => (
      <OneLine text={[row.course, row.country].filter(Boolean).join(' · ') || '—'} />
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    ...flexCell,
    renderCell: ({ row }) => <EnquiryCell kind="status" enquiry={row} />,
  },
  {
    field: 'assignedTo',
    headerName: 'Assigned to',
    width: 180,
    sortable: false,
    ...flexCell,
    renderCell: ({ row }) => <EnquiryCell kind="assignee" enquiry={row} />,
  },
  dateColumn<Enquiry>('createdAt', 'Created'),
  {
    field: 'firstContactAt',
    headerName: 'Waiting',
    width: 190,
    sortable: false,
    ...flexCell,
    renderCell: ({ row }) => <EnquiryCell kind="clock" enquiry={row} />,
  },
];

/** What a narrow list gives up first: the e-mail, the course, the date. */
export const ENQUIRY_DROP_ORDER = ['email', 'course', 'createdAt'] as const;
