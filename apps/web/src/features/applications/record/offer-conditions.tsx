import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteOutlined } from '../../../lib/icons/delete-outlined';
import type { ApplicationCondition, ApplicationDetail } from '@studydesk/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { usePendingValue } from '../../../components/use-pending-value';
import { withToasts } from '../../../lib/with-toasts';
import { formatDate } from '../../../lib/dates';
import { AddCondition } from './add-condition';
import { useConditionEditMutation, useConditionRemoveMutation } from './record-api';
import { LazyTooltip } from '../../../components/lazy-popup';

const text = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

const dates = (c: ApplicationCondition) =>
  [
    c.dueDate && `due ${formatDate(c.dueDate)}`,
    c.satisfied && `satisfied ${c.satisfiedDate ? formatDate(c.satisfiedDate) : ''}`.trim(),
  ]
    .filter(Boolean)
    .join(' · ');

function ConditionRow(props: {
  application: ApplicationDetail;
  condition: ApplicationCondition;
  onRemove: () => void;
}) {
  const { application: a, condition: c, onRemove } = props;
  const [edit] = useConditionEditMutation();
  // the tick shows at once, and goes back if the save fails
  const [checked, choose] = usePendingValue(c.satisfied);
  const tick = (satisfied: boolean) =>
    withToasts(
      () =>
        edit({ id: a._id, enquiry: a.enquiry, conditionId: c._id, body: { satisfied } }).unwrap(),
      satisfied ? 'Condition satisfied' : 'Condition open again',
      'Failed to save the condition',
    );
  return (
    <ListItem divider disableGutters sx={{ alignItems: 'center', gap: 1 }}>
      <Checkbox
        checked={checked}
        onChange={(event) => {
          const v = event.target.checked;
          void choose(v, () => tick(v));
        }}
        slotProps={{ input: { 'aria-label': `Satisfied: ${c.text}` } }}
      />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{ ...text, textDecoration: c.satisfied ? 'line-through' : undefined }}
        >
          {c.text}
        </Typography>
        {dates(c) && (
          <Typography variant="caption" color="text.secondary">
            {dates(c)}
          </Typography>
        )}
      </Stack>
      <LazyTooltip title="Remove">
        <IconButton size="small" aria-label={`Remove condition: ${c.text}`} onClick={onRemove}>
          <DeleteOutlined aria-hidden />
        </IconButton>
      </LazyTooltip>
    </ListItem>
  );
}

/** The offer's conditions: each ticked when met (dated), removed after a confirmation; Add. */
export function OfferConditions({ application: a }: { application: ApplicationDetail }) {
  const [removing, setRemoving] = useState<ApplicationCondition | null>(null);
  const [remove, { isLoading }] = useConditionRemoveMutation();
  const confirm = async (c: ApplicationCondition) => {
    const ok = await withToasts(
      () => remove({ id: a._id, enquiry: a.enquiry, conditionId: c._id }).unwrap(),
      'Condition removed',
      'Failed to remove the condition',
    );
    if (ok) setRemoving(null);
  };
  return (
    <SectionCard title="Offer conditions">
      {a.conditions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No conditions: add what the college asks for before the offer becomes unconditional.
        </Typography>
      ) : (
        <List disablePadding aria-label="Conditions">
          {a.conditions.map((c) => (
            <ConditionRow
              key={c._id}
              application={a}
              condition={c}
              onRemove={() => setRemoving(c)}
            />
          ))}
        </List>
      )}
      <AddCondition application={a} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this condition?"
        message={removing ? `“${removing.text}” will no longer be asked for.` : undefined}
        confirmLabel="Remove"
        busy={isLoading}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void confirm(removing)}
      />
    </SectionCard>
  );
}
