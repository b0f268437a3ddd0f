import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  EnquiryTransferSchema,
  type Enquiry,
  type EnquiryTransfer,
  type Office,
} from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { withToasts } from '../../lib/with-toasts';
import { officeOptions, useOffices } from '../offices/use-offices';
import { useTransferMutation } from './enquiries-api';
import { fullName } from './enquiry-name';

type Props = { enquiry: Enquiry; open: boolean; onClose: () => void };

const fieldsFor = (others: readonly Office[]): FormField<EnquiryTransfer>[] => [
  { name: 'office', label: 'Move to', required: true, options: officeOptions(others) },
  {
    name: 'note',
    label: 'Why',
    required: true,
    rows: 3,
    helperText: 'On the timeline for everyone who opens it: the student moved, a closer office …',
  },
];

/**
 * "Transfer": the office and why, then a confirmation saying what goes with it; after it the
 * record shows its new office and the timeline the move.
 */
export function TransferDialog({ enquiry, open, onClose }: Props) {
  const { active, mine, nameOf } = useOffices();
  const navigate = useNavigate();
  const [transfer, transferring] = useTransferMutation();
  const [asked, setAsked] = useState<EnquiryTransfer | null>(null);
  const others = useMemo(() => active.filter((o) => o._id !== enquiry.office), [active, enquiry]);
  const to = nameOf(asked?.office) ?? 'the office';
  const confirm = async (body: EnquiryTransfer) => {
    const moved = await withToasts(
      () => transfer({ id: enquiry._id, body }).unwrap(),
      `${fullName(enquiry)} moved to ${to}`,
      'Could not transfer the enquiry',
    );
    setAsked(null);
    // refused: the form stays, as it was, to change the office or the note
    if (!moved) return;
    onClose();
    // moved out of the offices the user works in: they can no longer open it
    if (!mine.some((o) => o._id === body.office)) void navigate('/enquiries');
  };
  return (
    <>
      <FormDialog
        open={open}
        title={`Transfer ${fullName(enquiry)}`}
        submitLabel="Transfer"
        schema={EnquiryTransferSchema}
        fields={fieldsFor(others)}
        values={{ office: others[0]?._id ?? '', note: '' }}
        onSubmit={(body) => Promise.resolve(setAsked(body))}
        onClose={onClose}
      />
      <ConfirmDialog
        open={asked !== null}
        title={`Move ${fullName(enquiry)} to ${to}?`}
        message={`Its applications, documents, follow-ups and call requests go with it. Its counsellor keeps it only if they work in ${to}; ${to}’s managers are told.`}
        confirmLabel="Transfer"
        tone="primary"
        busy={transferring.isLoading}
        onConfirm={() => asked && void confirm(asked)}
        onClose={() => setAsked(null)}
      />
    </>
  );
}

export default TransferDialog;
