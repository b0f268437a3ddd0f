import { useCallback, useState } from 'react';
import type { BookingOptions, Slot } from '@studydesk/contract';
import { Alert } from '../kit/alert';
import { ChoiceGroup } from '../kit/choice-group';
import { fetchSlots, type Booked } from './book-api';
import { DetailsForm } from './details-form';
import { daysOf, SlotPicker } from './slot-picker';
import { LoadFailed } from './load-failed';
import { clockTime, dayKey, dayLabel } from './times';
import { useRequest } from './use-request';

const MODE = { online: 'online', office: 'at the office' } as const;
const NEXT_OFFERED = 3;

type Props = {
  options: BookingOptions;
  counsellor?: string;
  zone: string;
  onBooked: (booked: Booked) => void;
};

type NextProps = { slots: Slot[]; zone: string; message: string; onPick: (s: Slot) => void };

/** The next free times after one just taken, to take instead in one tap. */
function NextFree({ slots, zone, message, onPick }: NextProps) {
  const choices = slots.map((s) => ({
    value: s.start,
    label: `${dayLabel(s.start, zone)} ${clockTime(s.start, zone)}`,
  }));
  return (
    <div className="sd-stack sd-stack--tight">
      <Alert severity="error">{message}</Alert>
      {choices.length > 0 && (
        <ChoiceGroup
          legend="The next free times"
          choices={choices}
          value=""
          onChange={(v) => onPick(slots.find((s) => s.start === v)!)}
        />
      )}
    </div>
  );
}

/** Pick a session type, a day and a free time, then say who you are. */
export function Booking({ options, counsellor, zone, onBooked }: Props) {
  const [type, setType] = useState(options.types[0]?._id ?? '');
  const run = useCallback(() => fetchSlots(type, counsellor), [type, counsellor]);
  const { state, reload } = useRequest(run);
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [taken, setTaken] = useState<{ start: string; message: string } | null>(null);
  const slots = state.status === 'ready' ? state.value : [];
  const shownDay = day || (daysOf(slots, zone)[0]?.[0] ?? '');
  const pick = (s: Slot | null, d = day) => {
    setSlot(s);
    setDay(d);
    setTaken(null);
  };
  const typeChoices = options.types.map((t) => ({
    value: t._id,
    label: t.name,
    hint: `${t.minutes} minutes, ${MODE[t.mode]}`,
  }));
  return (
    <div className="sd-stack">
      <ChoiceGroup
        legend="Session type"
        choices={typeChoices}
        value={type}
        onChange={(v) => (setType(v), pick(null, ''))}
      />
      {state.status === 'loading' && (
        <p className="sd-muted" role="status">
          Finding free times…
        </p>
      )}
      {(state.status === 'failed' || state.status === 'missing') && (
        <LoadFailed message={state.message} retry={() => void reload()} />
      )}
      {state.status === 'ready' && slots.length === 0 && (
        <p className="sd-muted">No free times in the next two weeks. Please try again later.</p>
      )}
      {taken && (
        <NextFree
          slots={slots.filter((s) => s.start > taken.start).slice(0, NEXT_OFFERED)}
          message={taken.message}
          zone={zone}
          onPick={(s) => pick(s, dayKey(s.start, zone))}
        />
      )}
      {slots.length > 0 && (
        <SlotPicker
          {...{ slots, zone, day: shownDay, start: slot?.start ?? '' }}
          onDay={(d) => pick(null, d)}
          onStart={(s) => pick(s, shownDay)}
        />
      )}
      {slot && (
        <DetailsForm
          {...{ slot, type, zone, onBooked }}
          onTaken={(message) => {
            pick(null, shownDay);
            setTaken({ start: slot.start, message });
            void reload();
          }}
        />
      )}
    </div>
  );
}
