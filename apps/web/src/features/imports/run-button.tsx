import { useState } from 'react';
import Button from '@mui/material/Button';
import { toast } from '../../lib/toast/toast';
import type { Import } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/errors';
import type { ImportTarget } from './import-resources';
import { useRunImportMutation } from './imports-api';

const rows = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;

/** The rows matching existing records that are set to be skipped (unlisted ones follow the default). */
export function skipping(check: Import): number {
  const listed = check.duplicates.filter((d) => d.choice === 'skip').length;
  const unlisted = Math.max(0, check.duplicateCount - check.duplicates.length);
  return listed + (check.duplicateDefault === 'skip' ? unlisted : 0);
}

/** What the confirmation says will happen, in full. */
export function runMessage(check: Import): string {
  const failing = Math.max(0, check.rows - check.valid);
  const skipped = skipping(check);
  // found from outside: "8 rows will be written" when 3 of them were set to be skipped
  const parts = [`${rows(check.valid - skipped)} of “${check.name}” will be written.`];
  if (skipped > 0)
    parts.push(`${rows(skipped)} matching existing records will be skipped, as you chose.`);
  if (failing > 0)
    parts.push(
      `${rows(failing)} with problems will be left out; you can download them afterwards.`,
    );
  const others = check.duplicateCount - skipped;
  const other = skipped > 0 ? 'other ' : '';
  if (others === 1) parts.push(`The ${other}row matching an existing record follows your choice.`);
  else if (others > 1)
    parts.push(
      `${others.toLocaleString()} ${other}rows matching existing records follow your choices.`,
    );
  parts.push('You can undo the import for 7 days.');
  return parts.join(' ');
}

/** "Import the N valid rows", confirmed first; the import then runs in the background. */
export function RunButton({ check, target }: { check: Import; target: ImportTarget }) {
  const [asking, setAsking] = useState(false);
  const [run, { isLoading }] = useRunImportMutation();
  const label =
    check.valid === 1
      ? 'Import the 1 valid row'
      : `Import the ${check.valid.toLocaleString()} valid rows`;
  const confirm = async () => {
    try {
      await run(check.id).unwrap();
      setAsking(false);
    } catch (err) {
      toast.error(errorMessage(err, 'The import could not start'));
    }
  };
  return (
    <>
      <Button variant="contained" disabled={check.valid === 0} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Import ${rows(check.valid)} into ${target.plural}?`}
        message={runMessage(check)}
        confirmLabel={`Import ${rows(check.valid)}`}
        tone="primary"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
