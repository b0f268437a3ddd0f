import TextField from '@mui/material/TextField';
import type { Claim, ClaimLine, Intake } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RefSelect, type RefSource } from '../../components/ref-select';
import type { DialogState } from '../../lib/crud/use-dialog';
import type { ClaimDialogStates } from './claim-dialog-state';
import { withToasts } from '../../lib/with-toasts';
import { useCommissionRuleQuery } from '../colleges/commission-rule-api';
import { intakesApi } from '../intakes/intakes-api';
import {
  useCreditLineMutation,
  useMoveLineMutation,
  useSendClaimMutation,
  useUpdateClaimMutation,
} from './claims-api';
import { ReasonDialog } from './reason-dialog';

const intakeSource: RefSource<Intake> = {
  api: intakesApi,
  label: (i) => `${i.intakeMonth} ${i.intakeYear}`,
  sort: 'intakeYear',
};

const reasonField = (label: string) =>
  function Reason(value: string, onChange: (v: string) => void, error?: string) {
    return (
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error}
        required
        multiline
        minRows={2}
        autoFocus
      />
    );
  };

/** Send to the college: asks first, naming the claims contact the mail goes to. */
function SendDialog({ claim, state }: { claim: Claim; state: DialogState<undefined> }) {
  const rule = useCommissionRuleQuery(claim.college, { skip: !state.open });
  const [send, sending] = useSendClaimMutation();
  const contact = rule.data?.claimsContact;
  const to = contact ? `${contact.name ?? ''} <${contact.email}>`.trim() : 'no claims contact yet';
  return (
    <ConfirmDialog
      open={state.open}
      title={`Send claim ${claim.number}?`}
      message={`Its PDF is mailed to ${claim.collegeName ?? 'the college'}'s claims contact: ${to}.`}
      confirmLabel="Send"
      tone="primary"
      busy={sending.isLoading}
      onConfirm={() =>
        void withToasts(
          () => send({ id: claim._id }).unwrap(),
          `Claim ${claim.number} sent to ${contact?.email ?? 'the college'}`,
          'Could not send the claim',
        ).then(state.hide)
      }
      onClose={state.hide}
    />
  );
}

function WriteOffDialog({ claim, state }: { claim: Claim; state: DialogState<undefined> }) {
  const [update] = useUpdateClaimMutation();
  return (
    <ReasonDialog
      open={state.open}
      title={`Write off claim ${claim.number}?`}
      message={`What it still asks for is no longer expected from ${claim.collegeName ?? 'the college'}. This cannot be undone.`}
      confirmLabel="Write off"
      name="reason"
      field={reasonField('Reason')}
      onConfirm={(reason) =>
        update({ id: claim._id, body: { status: 'written-off', reason } }).unwrap()
      }
      success={`Claim ${claim.number} written off`}
      failure="Could not write off the claim"
      onClose={state.hide}
    />
  );
}

type LineProps = { claim: Claim; state: DialogState<ClaimLine> };

function CreditDialog({ claim, state }: LineProps) {
  const [credit] = useCreditLineMutation();
  const l = state.value;
  return (
    <ReasonDialog
      open={state.open}
      title={`Credit ${l?.student ?? 'the line'}?`}
      message="A credit note is made for what the line still asks for (a withdrawn student)."
      confirmLabel="Credit"
      name="reason"
      field={reasonField('Reason')}
      onConfirm={(reason) => credit({ id: claim._id, line: l?._id ?? '', reason }).unwrap()}
      success="Line credited"
      failure="Could not credit the line"
      onClose={state.hide}
    />
  );
}

function MoveDialog({ claim, state }: LineProps) {
  const [move] = useMoveLineMutation();
  const l = state.value;
  return (
    <ReasonDialog
      open={state.open}
      title={`Move ${l?.student ?? 'the line'} to another intake?`}
      message={`The student deferred from ${l?.intakeName ?? 'their intake'}: the line and the application move.`}
      confirmLabel="Move"
      name="intake"
      field={(value, onChange, error) => (
        <RefSelect
          source={intakeSource}
          label="New intake"
          value={value}
          onChange={(v) => onChange(String(v))}
          filters={{ college: claim.college }}
          error={error}
          required
        />
      )}
      onConfirm={(intake) => move({ id: claim._id, line: l?._id ?? '', intake }).unwrap()}
      success="Line moved"
      failure="Could not move the line"
      onClose={state.hide}
    />
  );
}

/** The claim's confirmations: send, write off, and a line's credit or move. */
export function ClaimConfirms({ claim, d }: { claim: Claim; d: ClaimDialogStates }) {
  return (
    <>
      <SendDialog claim={claim} state={d.sending} />
      <WriteOffDialog claim={claim} state={d.writingOff} />
      <CreditDialog claim={claim} state={d.crediting} />
      <MoveDialog claim={claim} state={d.moving} />
    </>
  );
}
