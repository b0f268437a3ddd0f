import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { Application } from '@studydesk/contract';
import { applicationsResource } from '@studydesk/contract/plain';
import { dateColumn, tableColumns } from '../../../components/columns';
import { intakeOf, studentOf } from './board-types';

function StudentLink({ row }: { row: Application }) {
  return (
    <Link component={RouterLink} to={`/applications/${row._id}`} sx={{ fontWeight: 500 }} noWrap>
      {studentOf(row)}
    </Link>
  );
}

const flexCell = { display: 'flex' as const };

/** The list view's columns: sortable where the server sorts (stage since, created). */
export const LIST_COLUMNS: GridColDef<Application>[] = tableColumns<Application>(
  [
    {
      field: 'studentName',
      headerName: 'Student',
      flex: 1,
      minWidth: 150,
      ...flexCell,
      renderCell: ({ row }) => <StudentLink row={row} />,
    },
    { field: 'enqNo', headerName: 'Enquiry', width: 112 },
    { field: 'collegeName', headerName: 'College', flex: 1, minWidth: 150 },
    { field: 'courseTitle', headerName: 'Course', flex: 1, minWidth: 150 },
    {
      field: 'intakeMonth',
      headerName: 'Intake',
      width: 140,
      valueGetter: (_v, row) => intakeOf(row),
    },
    { field: 'stageName', headerName: 'Stage', width: 150 },
    {
      field: 'assignedToName',
      headerName: 'Owner',
      width: 140,
      valueGetter: (v: string | null) => v ?? 'Unassigned',
    },
    dateColumn<Application>('stageAt', 'In stage since'),
    dateColumn<Application>('createdAt', 'Added'),
  ],
  applicationsResource.sortable,
  (row) => studentOf(row),
);

/** On a phone a row is a card: the student (opening it), stage, college and course. */
export function ListCard({ row }: { row: Application }) {
  return (
    <Stack spacing={0.25} sx={{ py: 1, width: '100%', minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <StudentLink row={row} />
        <Typography variant="body2">{row.stageName ?? row.stage}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" noWrap>
        {[row.collegeName, row.courseTitle].filter(Boolean).join(' · ')}
      </Typography>
    </Stack>
  );
}
