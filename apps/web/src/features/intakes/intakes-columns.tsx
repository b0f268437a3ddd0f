import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { Intake } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { yesNoColumn } from '../../components/column-kinds';
import { ToneChip } from '../../components/tone-chip';
import { formatDate } from '../../lib/dates';
import { daysText, daysUntil, intakeMark } from './deadline';

/** The date, the days left, and (where the status column is hidden) a closed or deleted mark. */
function Deadline({ intake }: { intake: Intake }) {
  const days = daysUntil(intake.deadlineDate);
  const passed = days !== undefined && days < 0;
  const { label } = intakeMark(intake);
  const note = label === 'Closed' || label === 'Deleted' ? `${label} · ` : '';
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
      <span>{formatDate(intake.deadlineDate)}</span>
      {days !== undefined && (
        <Typography variant="caption" color={passed ? 'error.dark' : 'text.secondary'}>
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            {note}
          </Box>
          {daysText(days)}
        </Typography>
      )}
    </Stack>
  );
}

export const intakeColumns: GridColDef<Intake>[] = [
  {
    field: 'collegeName',
    headerName: 'College',
    flex: 1,
    minWidth: 110,
    sortable: false,
    valueGetter: (value: string | null) => value ?? 'Unknown college',
  },
  {
    field: 'intakeYear',
    headerName: 'Intake',
    width: 140,
    valueGetter: (_value, row) => `${row.intakeMonth} ${row.intakeYear}`,
  },
  {
    field: 'deadlineDate',
    headerName: 'Deadline',
    width: 132,
    renderCell: ({ row }) => <Deadline intake={row} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    renderCell: ({ row }) => <ToneChip {...intakeMark(row)} />,
  },
  yesNoColumn<Intake>('visible', 'Visible'),
  dateColumn<Intake>('updatedAt', 'Updated'),
];
