import type { AppointmentBook, Slot } from '@studydesk/contract';
import { errorMessage } from '../../lib/errors';
import { ABOUT_YOU } from '../enquiry/enquiry-fields';
import { lazySchema } from '../form/lazy-schema';
import { useForm } from '../form/use-form';
import { Alert } from '../kit/alert';
import { SubmitButton } from '../kit/button';
import { CheckboxField } from '../kit/checkbox-field';
import { Honeypot } from '../kit/honeypot';
import { TextField } from '../kit/text-field';
import { ApiFailure, callJson, type Booked } from './book-api';

const schema = lazySchema(() => import('../schemas').then((m) => m.bookingDetailsSchema));
const BLANK = { fName: '', lName: '', email: '', mobile: '', consent: false, website: '' };
type PersonField = 'fName' | 'lName' | 'email' | 'mobile';
// the public form's own fields for a person, as labelled there
const PERSON = ABOUT_YOU.filter((f) => f.name in BLANK);
const CONSENT = 'I agree to be contacted by email or phone about my booking';
const FALLBACK = 'Your session could not be booked. Please try again.';

type Details = Pick<AppointmentBook, 'fName' | 'lName' | 'email' | 'mobile' | 'consent'>;
type Props = {
  slot: Slot;
  type: string;
  zone: string;
  onBooked: (booked: Booked) => void;
  /** the time was taken by someone else a moment ago (409), as the server says it */
  onTaken: (message: string) => void;
};

/** Who is booking, and the booking itself: checked here by the contract's schema and again by
 * the API, whose field errors land on the fields. */
export function DetailsForm({ slot, type, zone, onBooked, onTaken }: Props) {
  const send = async (details: Details) => {
    const body = { ...details, type, counsellor: slot.counsellor, start: slot.start };
    try {
      onBooked(await callJson<Booked>('/public/appointments', 'POST', { ...body, timeZone: zone }));
    } catch (err) {
      if (err instanceof ApiFailure && err.status === 409) onTaken(errorMessage(err, FALLBACK));
      else throw err;
    }
  };
  const form = useForm({ initial: BLANK, schema, send, fallback: FALLBACK, checkOnBlur: true });
  return (
    <form {...form.formProps} aria-label="Your details">
      <div className="sd-stack">
        <h2 className="sd-section-title">Your details</h2>
        <div className="sd-grid">
          {PERSON.map(({ name, wide: _, options: __, ...text }) => (
            <TextField key={name} {...form.field(name as PersonField)} {...text} />
          ))}
        </div>
        <CheckboxField {...form.field('consent')} label={CONSENT} required />
        <Honeypot {...form.field('website')} />
        {form.failure && <Alert severity="error">{form.failure}</Alert>}
        <SubmitButton busy={form.busy} large>
          Book this session
        </SubmitButton>
      </div>
    </form>
  );
}
