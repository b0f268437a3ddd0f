import Chip from '@mui/material/Chip';
import { intakesApi } from '../intakes/intakes-api';

/**
 * The list's `intake` filter (set by the dashboard's deadline list): a chip naming the intake,
 * removed with its delete button.
 */
export function IntakeFilterChip({ id, onClear }: { id: string; onClear: () => void }) {
  const { data } = intakesApi.useGetQuery(id);
  const name = data
    ? `${data.collegeName ?? 'College'} ${data.intakeMonth} ${data.intakeYear}`
    : 'an intake';
  return (
    <Chip
      label={`Interested in ${name}`}
      onDelete={onClear}
      color="primary"
      variant="outlined"
      sx={{ alignSelf: 'center' }}
    />
  );
}
