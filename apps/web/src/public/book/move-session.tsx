import { useCallback, useState } from 'react';
import type { PublicAppointment, Slot } from '@studydesk/contract';
import { fetchSlots } from './book-api';
import { LoadFailed } from './load-failed';
import { daysOf, SlotPicker } from './slot-picker';
import { useRequest } from './use-request';

type Props = {
  session: PublicAppointment;
  zone: string;
  busy: boolean;
  onMove: (start: string) => void;
  onClose: () => void;
};

/** Another free time with the same counsellor, for the same kind of session. */
export function MoveSession({ session, zone, busy, onMove, onClose }: Props) {
  const run = useCallback(
    () => fetchSlots(session.typeId, session.counsellorId),
    [session.typeId, session.counsellorId],
  );
  const { state, reload } = useRequest(run);
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const slots = state.status === 'ready' ? state.value : [];
  const shownDay = day || (daysOf(slots, zone)[0]?.[0] ?? '');
  return (
    <section className="sd-stack" aria-labelledby="move-title">
      <h2 id="move-title" className="sd-section-title">
        Move to another time
      </h2>
      {state.status === 'loading' && <p role="status">Finding free times…</p>}
      {(state.status === 'failed' || state.status === 'missing') && (
        <LoadFailed message={state.message} retry={() => void reload()} />
      )}
      {state.status === 'ready' && slots.length === 0 && (
        <p className="sd-muted">No other free times in the next two weeks.</p>
      )}
      {slots.length > 0 && (
        <SlotPicker
          {...{ slots, zone, day: shownDay, start: slot?.start ?? '' }}
          onDay={(d) => (setDay(d), setSlot(null))}
          onStart={setSlot}
        />
      )}
      <div className="sd-actions">
        <button
          type="button"
          className="sd-button"
          disabled={!slot || busy}
          onClick={() => slot && onMove(slot.start)}
        >
          Move my session
        </button>
        <button type="button" className="sd-button sd-button--outlined" onClick={onClose}>
          Keep the time I have
        </button>
      </div>
    </section>
  );
}
