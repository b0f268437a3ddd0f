import Typography from '@mui/material/Typography';
import type { Option } from '../lib/options';
import { InlineSelect } from './inline-select';
import { usePendingValue } from './use-pending-value';

const UNASSIGNED = '';

type OwnerSelectProps = {
  /** accessible name, e.g. "Counsellor for ENQ-000042" */
  label: string;
  /** the record's owner (null: nobody) */
  value: string | null;
  /** who it can be given to */
  staff: readonly Option[];
  /** the owner's name, or undefined while the staff list loads (or they left) */
  nameOf: (id: string) => string | undefined;
  /** the staff list has arrived */
  loaded: boolean;
  /** who may change it; others read the name */
  canWrite: boolean;
  /** saves the new owner; true when it worked */
  onChange: (to: string | null) => Promise<boolean>;
};

/** Who a record is with; for users who may write, a select of those it can go to. */
export function OwnerSelect({
  label,
  value,
  staff,
  nameOf,
  loaded,
  canWrite,
  onChange,
}: OwnerSelectProps) {
  const [owner, choose] = usePendingValue(value ?? UNASSIGNED);
  const name = (id: string) =>
    id === UNASSIGNED ? 'Unassigned' : (nameOf(id) ?? (loaded ? 'Former staff' : '…'));
  if (!canWrite) return <Typography variant="body2">{name(value ?? UNASSIGNED)}</Typography>;
  const options = [{ value: UNASSIGNED, label: 'Unassigned' }, ...staff];
  // someone no longer on the list keeps their place until the record is given to another
  if (owner !== UNASSIGNED && !options.some((o) => o.value === owner))
    options.push({ value: owner, label: name(owner) });
  return (
    <InlineSelect
      label={label}
      value={owner}
      options={options}
      minWidth={160}
      renderValue={(v) => (
        <Typography variant="body2" color={v === UNASSIGNED ? 'text.secondary' : undefined}>
          {name(v)}
        </Typography>
      )}
      onChange={(v) => void choose(v, () => onChange(v === UNASSIGNED ? null : v))}
    />
  );
}
