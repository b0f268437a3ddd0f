import { z } from 'zod';
import {
  ApplicationUpdateSchema,
  amount,
  type ApplicationDetail,
  type Intake,
} from '@studydesk/contract';
import type { FormField } from '../../../components/form-field';
import { formatDate } from '../../../lib/dates';
import { ApplicationForm } from './application-form';
import { useCollegeIntakesQuery } from './record-api';
import { asField } from './record-format';

/** As the contract, with a blank tuition clearing it (the contract takes null for that). */
const DetailsSchema = ApplicationUpdateSchema.pick({
  intake: true,
  currency: true,
  remarks: true,
}).extend({
  tuition: z.union([z.literal('').transform(() => null), amount('Tuition')]).optional(),
});
type DetailsIn = z.input<typeof DetailsSchema>;

const detailsOf = (a: ApplicationDetail): DetailsIn => ({
  intake: a.intake ?? '',
  tuition: asField(a.tuition),
  currency: a.currency ?? '',
  remarks: a.remarks ?? '',
});

const intakeOption = (i: Intake) => ({
  value: i._id,
  label: `${i.intakeMonth} ${i.intakeYear} (deadline ${formatDate(i.deadlineDate)}${
    i.status === 'closed' ? ', closed' : ''
  })`,
});

/** Intake (only this college's), first-year tuition and its currency, remarks. */
export function DetailsForm({ application: a }: { application: ApplicationDetail }) {
  const { data: intakes = [], isSuccess } = useCollegeIntakesQuery(a.college);
  const options = [{ value: '', label: 'Not chosen yet' }, ...intakes.map(intakeOption)];
  // the one it has keeps its place, even when the list no longer shows it
  if (a.intake && !intakes.some((i) => i._id === a.intake))
    options.push({
      value: a.intake,
      label: a.intakeMonth ? `${a.intakeMonth} ${a.intakeYear ?? ''}` : 'Current intake',
    });
  const fields: FormField<DetailsIn>[] = [
    {
      name: 'intake',
      label: 'Intake',
      options,
      helperText: isSuccess ? `Intakes of ${a.collegeName ?? 'this college'}` : 'Loading intakes…',
    },
    { name: 'tuition', label: 'First-year tuition', type: 'number' },
    { name: 'currency', label: 'Currency', helperText: 'Three letters, e.g. CAD' },
    { name: 'remarks', label: 'Remarks', rows: 3 },
  ];
  return (
    <ApplicationForm
      application={a}
      label="Details"
      schema={DetailsSchema}
      fields={fields}
      valuesOf={detailsOf}
      saved="Details saved"
    />
  );
}
