import { useState } from 'react';
import Button from '@mui/material/Button';
import { toast } from '../../lib/toast/toast';
import type { Import } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/errors';
import type { ImportTarget } from './import-resources';
import { useRunImportMutation } from './imports-api';

const rows = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;

/** What the confirmation says will happen, in full. */
export function runMessage(check: Import): string {
  const failing = Math.max(0, check.rows - check.valid);
  const parts = [`${rows(check.valid)} of “${check.name}” will be written.`];
  if (failing > 0)
    parts.push(
      `${rows(failing)} with problems will be left out; you can download them afterwards.`,
    );
  if (check.duplicateCount === 1)
    parts.push('The row matching an existing record follows your choice.');
  else if (check.duplicateCount > 1)
    parts.push(`${rows(check.duplicateCount)} matching existing records follow your choices.`);
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
