import { useId } from 'react';
import { ENQUIRIES_PATH, MESSAGES, type EnquiryPublicCreate } from '@studydesk/contract';
import { fieldErrors } from '../../lib/errors';
import { leadOrigin, onlyOriginRefused } from '../../lib/lead-origin';
import { postJson } from '../api';
import { lazySchema } from '../form/lazy-schema';
import { useForm } from '../form/use-form';
import { SubmitButton } from '../kit/button';
import { CheckboxField } from '../kit/checkbox-field';
import { Honeypot } from '../kit/honeypot';
import { SelectField } from '../kit/select-field';
import { TextField } from '../kit/text-field';
import { navigate } from '../navigation';
import { showToast } from '../../lib/toast/toast';
import { receiptUrl } from '../thank-you/receipt';
import { ABOUT_YOU, BLANK, CONSENT_LABEL, STUDY_PLANS, type EnquiryField } from './enquiry-fields';

const schema = lazySchema(() => import('../schemas').then((m) => m.enquirySchema));

/** Optional fields left empty are not sent at all. */
const withoutBlanks = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined));

const post = (body: object) => postJson<{ enqNo: string }>(ENQUIRIES_PATH, body);

/** The office whose own link opened the page (`/EnquiryForm?office=<id>`): its leads go there. */
const linkOffice = () => new URLSearchParams(location.search).get('office') ?? '';

/** Sends the enquiry with where it came from (as the embed does), so campaign reports count it;
 * a refusal only of that origin sends it again without. The thank-you screen shows its number. */
async function send(values: object) {
  const body = withoutBlanks({ ...values, office: linkOffice() });
  const { enqNo } = await post({ ...body, ...leadOrigin() }).catch((err: unknown) => {
    if (onlyOriginRefused(fieldErrors(err))) return post(body);
    throw err;
  });
  await navigate(receiptUrl(enqNo));
}

type Form = ReturnType<typeof useForm<typeof BLANK, EnquiryPublicCreate>>;

/** A titled group of fields, in two columns from the sm breakpoint. */
function FieldGroup({
  title,
  fields,
  form,
}: {
  title: string;
  fields: readonly EnquiryField[];
  form: Form;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sd-section-title">
        {title}
      </h2>
      <div className="sd-grid">
        {fields.map(({ name, options, wide, ...text }) => (
          <div key={name} className={wide ? 'sd-span' : undefined}>
            {options ? (
              <SelectField {...form.field(name)} {...text} options={options} />
            ) : (
              <TextField {...form.field(name)} {...text} />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

/** The public enquiry: checked here by the contract's schema (loaded on first use), and again
 * by the API, whose field errors land on the fields (spec §8: "Failed to create enquiry"). */
export function EnquiryForm() {
  const form = useForm({
    initial: BLANK,
    schema,
    send,
    fallback: MESSAGES.enquiries.create,
    onFailure: (message) => showToast('error', message),
    checkOnBlur: true,
  });
  return (
    <form {...form.formProps} aria-label="Enquiry">
      <div className="sd-stack sd-stack--wide">
        <FieldGroup title="About you" fields={ABOUT_YOU} form={form} />
        <FieldGroup title="Your study plans" fields={STUDY_PLANS} form={form} />
        <div className="sd-stack">
          <CheckboxField {...form.field('consent')} label={CONSENT_LABEL} required />
          <Honeypot {...form.field('website')} />
          <SubmitButton busy={form.busy} large className="sd-send">
            Send enquiry
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
