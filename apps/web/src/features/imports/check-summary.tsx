import Typography from '@mui/material/Typography';
import type { Import } from '@studydesk/contract';

const n = (count: number) => count.toLocaleString();
const rowsWord = (count: number) => (count === 1 ? 'row' : 'rows');

/** The check in one sentence (a live region, so each new check is read out). */
export function checkSentence(check: Import): string {
  const parts = [`${n(check.valid)} of ${n(check.rows)} ${rowsWord(check.rows)} can be imported`];
  const failing = Math.max(0, check.rows - check.valid);
  if (failing > 0) parts.push(`${n(failing)} ${failing === 1 ? 'row has' : 'rows have'} errors`);
  if (check.duplicateCount > 0)
    parts.push(
      check.duplicateCount === 1
        ? '1 row matches an existing record'
        : `${n(check.duplicateCount)} rows match existing records`,
    );
  return parts.join(' · ');
}

export function CheckSummary({ check, checking }: { check: Import; checking: boolean }) {
  return (
    <Typography role="status" color={checking ? 'text.secondary' : 'text.primary'}>
      {checking ? 'Checking the rows again…' : checkSentence(check)}
    </Typography>
  );
}
