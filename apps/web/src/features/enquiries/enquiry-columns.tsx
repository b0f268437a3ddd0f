import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { Enquiry } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { AssigneeControl, StatusControl } from './enquiry-controls';
import { EnquiryLink } from './enquiry-link';

export const fullName = (e: Pick<Enquiry, 'fName' | 'lName'>): string =>
  `${e.fName} ${e.lName}`.trim();

/** A cell of two lines: the main text and a quieter one under it. */
function TwoLines({ main, sub }: { main: string; sub?: string | null }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.4 }}>
      <Typography variant="body2" noWrap title={main}>
        {main}
      </Typography>
      {sub && (
        <Typography variant="caption" color="text.secondary" noWrap title={sub}>
          {sub}
        </Typography>
      )}
    </Stack>
  );
}

/** The enquiry number opens the enquiry; on phones the name stands under it. */
function EnquiryCell({ row }: { row: Enquiry }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <EnquiryLink id={row._id}>{row.enqNo}</EnquiryLink>
      <Typography variant="caption" noWrap sx={{ display: { xs: 'block', sm: 'none' } }}>
        {fullName(row)}
      </Typography>
    </Stack>
  );
}

export const ENQUIRY_COLUMNS: GridColDef<Enquiry>[] = [
  {
    field: 'enqNo',
    headerName: 'Enquiry',
    flex: 0.7,
    minWidth: 120,
    display: 'flex',
    renderCell: ({ row }) => <EnquiryCell row={row} />,
  },
  {
    field: 'fName',
    headerName: 'Name',
    flex: 1,
    minWidth: 140,
    valueGetter: (_v, row) => fullName(row),
  },
  {
    field: 'email',
    headerName: 'Contact',
    flex: 1.3,
    minWidth: 190,
    display: 'flex',
    renderCell: ({ row }) => <TwoLines main={row.email} sub={row.mobile} />,
  },
  {
    field: 'course',
    headerName: 'Course / country',
    flex: 1.1,
    minWidth: 160,
    display: 'flex',
    renderCell: ({ row }) => <TwoLines main={row.course ?? '—'} sub={row.country} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 160,
    display: 'flex',
    renderCell: ({ row }) => <StatusControl enquiry={row} />,
  },
  {
    field: 'assignedTo',
    headerName: 'Assigned to',
    width: 190,
    display: 'flex',
    renderCell: ({ row }) => <AssigneeControl enquiry={row} />,
  },
  dateColumn<Enquiry>('createdAt', 'Created'),
];
