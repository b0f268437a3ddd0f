import { z } from 'zod';
import {
  ApplicationUpdateFieldsSchema,
  OFFER_TYPES,
  VISA_DECISIONS,
  amount,
  amountsFit,
  blankToNull,
  currency,
  type ApplicationDetail,
  type Intake,
} from '@studydesk/contract';
import type { FormField } from '../../../components/form-field';
import { formatDate } from '../../../lib/dates';
import { optionsOf } from '../../../lib/options';
import { amountStep } from '../money';
import { asField } from './record-format';

/**
 * The record's own fields, as the contract takes them; a blank tuition or currency clears it
 * (sent as null: the API refuses a blank currency), and amounts keep to the currency's decimals.
 */
export const RecordSchema = ApplicationUpdateFieldsSchema.pick({
  offerType: true,
  acceptanceDeadline: true,
  depositAmount: true,
  depositDueDate: true,
  depositPaidDate: true,
  visaAppointmentDate: true,
  visaDecision: true,
  visaDecisionDate: true,
  intake: true,
  currency: true,
  remarks: true,
})
  .extend({
    tuition: blankToNull(amount('Tuition')).optional(),
    currency: blankToNull(currency()).optional(),
  })
  .superRefine(
    amountsFit([
      { amount: 'tuition', currency: 'currency' },
      { amount: 'depositAmount', currency: 'currency' },
    ]),
  );
export type RecordIn = z.input<typeof RecordSchema>;
export type RecordOut = z.output<typeof RecordSchema>;

export const recordValues = (a: ApplicationDetail): RecordIn => ({
  offerType: a.offerType ?? '',
  acceptanceDeadline: a.acceptanceDeadline ?? '',
  depositAmount: asField(a.depositAmount),
  depositDueDate: a.depositDueDate ?? '',
  depositPaidDate: a.depositPaidDate ?? '',
  visaAppointmentDate: a.visaAppointmentDate ?? '',
  visaDecision: a.visaDecision ?? '',
  visaDecisionDate: a.visaDecisionDate ?? '',
  intake: a.intake ?? '',
  tuition: asField(a.tuition),
  currency: a.currency ?? '',
  remarks: a.remarks ?? '',
});

const NOT_SET = { value: '', label: 'Not set' };
type Fields = FormField<RecordIn>[];

/** The offer's fields, the deposit in the application's currency. */
export const offerFields = (a: ApplicationDetail): Fields => [
  { name: 'offerType', label: 'Offer type', options: [NOT_SET, ...optionsOf(OFFER_TYPES)] },
  { name: 'acceptanceDeadline', label: 'Acceptance deadline', type: 'date' },
  { name: 'depositAmount', label: 'Deposit amount', type: 'number', step: amountStep(a.currency) },
  { name: 'depositDueDate', label: 'Deposit due date', type: 'date' },
  { name: 'depositPaidDate', label: 'Deposit paid date', type: 'date' },
];
export const VISA_FIELDS: Fields = [
  { name: 'visaAppointmentDate', label: 'Appointment date', type: 'date' },
  { name: 'visaDecision', label: 'Decision', options: [NOT_SET, ...optionsOf(VISA_DECISIONS)] },
  {
    name: 'visaDecisionDate',
    label: 'Decision date',
    type: 'date',
    helperText: 'Left blank, a decision is dated today',
  },
];

const intakeOption = (i: Intake) => ({
  value: i._id,
  label: `${i.intakeMonth} ${i.intakeYear} (deadline ${formatDate(i.deadlineDate)}${
    i.status === 'closed' ? ', closed' : ''
  })`,
});

/** Intake (only this college's, the chosen one kept even when closed), tuition, remarks. */
export function detailsFields(a: ApplicationDetail, intakes: Intake[] | undefined): Fields {
  const options = [{ value: '', label: 'Not chosen yet' }, ...(intakes ?? []).map(intakeOption)];
  if (a.intake && !intakes?.some((i) => i._id === a.intake))
    options.push({
      value: a.intake,
      label: a.intakeMonth ? `${a.intakeMonth} ${a.intakeYear ?? ''}` : 'Current intake',
    });
  return [
    {
      name: 'intake',
      label: 'Intake',
      options,
      helperText: intakes ? `Intakes of ${a.collegeName ?? 'this college'}` : 'Loading intakes…',
    },
    { name: 'tuition', label: 'First-year tuition', type: 'number', step: amountStep(a.currency) },
    { name: 'currency', label: 'Currency', helperText: 'Three letters, e.g. CAD' },
    { name: 'remarks', label: 'Remarks', rows: 3 },
  ];
}
