import Typography from '@mui/material/Typography';

type Props = { from: string | null; to: string | null; note: string | null };

/** "Moved from Leeds to Pune: the student moved to Pune" (who and when are the line's caption). */
export function TransferLine({ from, to, note }: Props) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <strong>
        Moved from {from ?? 'no office'} to {to ?? 'no office'}
        {note ? ':' : ''}
      </strong>{' '}
      {note ?? ''}
    </Typography>
  );
}
