import type { z } from 'zod';
import {
  ApplicationOfferFieldsSchema,
  OFFER_TYPES,
  VISA_DECISIONS,
  type ApplicationDetail,
} from '@studydesk/contract';
import type { FormField } from '../../../components/form-field';
import { optionsOf } from '../../../lib/options';
import { ApplicationForm } from './application-form';
import { asField } from './record-format';

const NOT_SET = { value: '', label: 'Not set' };

const OfferSchema = ApplicationOfferFieldsSchema.pick({
  offerType: true,
  acceptanceDeadline: true,
  depositAmount: true,
  depositDueDate: true,
  depositPaidDate: true,
});
type OfferIn = z.input<typeof OfferSchema>;
const offerOf = (a: ApplicationDetail): OfferIn => ({
  offerType: a.offerType ?? '',
  acceptanceDeadline: a.acceptanceDeadline ?? '',
  depositAmount: asField(a.depositAmount),
  depositDueDate: a.depositDueDate ?? '',
  depositPaidDate: a.depositPaidDate ?? '',
});
const OFFER_FIELDS: FormField<OfferIn>[] = [
  { name: 'offerType', label: 'Offer type', options: [NOT_SET, ...optionsOf(OFFER_TYPES)] },
  { name: 'acceptanceDeadline', label: 'Acceptance deadline', type: 'date' },
  { name: 'depositAmount', label: 'Deposit amount', type: 'number' },
  { name: 'depositDueDate', label: 'Deposit due date', type: 'date' },
  { name: 'depositPaidDate', label: 'Deposit paid date', type: 'date' },
];

/** The offer: its type, the acceptance deadline and the deposit (amount, due, paid). */
export function OfferForm({ application }: { application: ApplicationDetail }) {
  return (
    <ApplicationForm
      application={application}
      label="Offer"
      schema={OfferSchema}
      fields={OFFER_FIELDS}
      valuesOf={offerOf}
      saved="Offer saved"
    />
  );
}

const VisaSchema = ApplicationOfferFieldsSchema.pick({
  visaAppointmentDate: true,
  visaDecision: true,
  visaDecisionDate: true,
});
type VisaIn = z.input<typeof VisaSchema>;
const visaOf = (a: ApplicationDetail): VisaIn => ({
  visaAppointmentDate: a.visaAppointmentDate ?? '',
  visaDecision: a.visaDecision ?? '',
  visaDecisionDate: a.visaDecisionDate ?? '',
});
const VISA_FIELDS: FormField<VisaIn>[] = [
  { name: 'visaAppointmentDate', label: 'Appointment date', type: 'date' },
  { name: 'visaDecision', label: 'Decision', options: [NOT_SET, ...optionsOf(VISA_DECISIONS)] },
  {
    name: 'visaDecisionDate',
    label: 'Decision date',
    type: 'date',
    helperText: 'Left blank, a decision is dated today',
  },
];

/** The visa: the appointment, the decision and its date. */
export function VisaForm({ application }: { application: ApplicationDetail }) {
  return (
    <ApplicationForm
      application={application}
      label="Visa"
      schema={VisaSchema}
      fields={VISA_FIELDS}
      valuesOf={visaOf}
      saved="Visa saved"
    />
  );
}
