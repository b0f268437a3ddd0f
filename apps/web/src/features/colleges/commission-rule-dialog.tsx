import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ClaimsContactBodySchema,
  CommissionRuleBodySchema,
  blankToNull,
  currency,
  type College,
  type CommissionRule,
} from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { CommissionScheduleField } from './commission-schedule-field';
import { LoadingDialog } from './loading-dialog';
import { useCommissionRuleQuery, useSetCommissionRuleMutation } from './commission-rule-api';

/** The claims contact's two fields: both blank is no contact (null), else both are checked. */
const ContactFormSchema = z.object({ name: z.string(), email: z.string() }).transform((c, ctx) => {
  if (!c.name.trim() && !c.email.trim()) return null;
  const parsed = ClaimsContactBodySchema.safeParse(c);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** The rule's body, a blank currency sent as null ("the country's"): the API refuses ''. */
const RuleFormSchema = CommissionRuleBodySchema.safeExtend({
  currency: blankToNull(currency()).optional(),
  claimsContact: ContactFormSchema,
});
type Values = z.input<typeof RuleFormSchema>;

const TYPE_OPTIONS = [
  { value: 'percent', label: 'Percentage of first-year tuition' },
  { value: 'fixed', label: 'Fixed amount' },
];

/** The value, read as a percentage or as an amount in the rule's currency as the type says. */
function ValueUnit({ currency }: { currency: string | null }) {
  const type = useWatch<Values, 'type'>({ name: 'type' });
  const unit = type === 'percent' ? '%' : (currency ?? '');
  return unit ? <InputAdornment position="end">{unit}</InputAdornment> : null;
}

/** Where the country's currency is known: no rule currency of its own hides it. */
function currencyHelp(rule: CommissionRule) {
  if (rule.currency) return "Leave blank for the currency of the college's country";
  return rule.effectiveCurrency
    ? `Leave blank for ${rule.effectiveCurrency}, the currency of the college's country`
    : "Leave blank for the currency of the college's country (it has none yet)";
}

function fieldsFor(rule: CommissionRule): FormField<Values>[] {
  return [
    { name: 'type', label: 'Commission type', required: true, options: TYPE_OPTIONS },
    {
      name: 'value',
      label: 'Commission',
      required: true,
      render: (field, error) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          label="Commission"
          type="number"
          required
          fullWidth
          error={Boolean(error)}
          helperText={error ?? 'A percentage (at most 100), or an amount'}
          slotProps={{
            htmlInput: { min: 0, step: 'any' },
            input: { endAdornment: <ValueUnit currency={rule.effectiveCurrency} /> },
          }}
        />
      ),
    },
    { name: 'currency', label: 'Currency', helperText: currencyHelp(rule) },
    { name: 'schedule', label: 'Schedule', render: () => <CommissionScheduleField /> },
    {
      name: 'claimsContact.name',
      label: 'Claims contact',
      helperText: 'Who at the college claims are sent to',
    },
    { name: 'claimsContact.email', label: 'Claims contact e-mail', type: 'email' },
  ];
}

const valuesOf = (rule: CommissionRule): Values => ({
  type: rule.type ?? 'percent',
  value: rule.value ?? '',
  currency: rule.currency ?? '',
  schedule: rule.schedule,
  claimsContact: { name: rule.claimsContact?.name ?? '', email: rule.claimsContact?.email ?? '' },
});

/** "Commission for <college>": the college's rule, read then set (admins). */
export default function CommissionRuleDialog(props: {
  open: boolean;
  college: College | undefined;
  onClose: () => void;
}) {
  const id = props.college?._id ?? '';
  const query = useCommissionRuleQuery(id, { skip: !props.open || !id });
  const [save] = useSetCommissionRuleMutation();
  const title = `Commission for ${props.college?.name ?? 'the college'}`;
  const rule = query.data?.college === id ? query.data : undefined;
  if (!rule)
    return (
      <LoadingDialog
        open={props.open}
        title={title}
        query={query}
        fallback="Could not load the commission rule"
        onClose={props.onClose}
      />
    );
  return (
    <FormDialog
      open={props.open}
      title={title}
      schema={RuleFormSchema}
      fields={fieldsFor(rule)}
      values={valuesOf(rule)}
      submitLabel="Save rule"
      onSubmit={async (body) => {
        await withToastsOrThrow(
          () => save({ college: id, body }).unwrap(),
          'Commission rule saved',
          'Could not save the commission rule',
        );
        props.onClose();
      }}
      onClose={props.onClose}
    />
  );
}
