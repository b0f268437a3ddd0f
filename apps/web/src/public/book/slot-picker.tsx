import type { Slot } from '@studydesk/contract';
import { ChoiceGroup } from '../kit/choice-group';
import { clockTime, dayKey, dayLabel, zoneName } from './times';

type Props = {
  slots: readonly Slot[];
  /** the visitor's zone: days and times are theirs, the office's shown beside when different */
  zone: string;
  day: string;
  onDay: (day: string) => void;
  start: string;
  onStart: (slot: Slot) => void;
};

/** The days that have a free time, in the visitor's zone, in order. */
export const daysOf = (slots: readonly Slot[], zone: string) => [
  ...new Map(slots.map((s) => [dayKey(s.start, zone), s.start])).entries(),
];

/** "Times in your time zone, Asia/Kolkata (GMT+5:30); the office's below each, Europe/London." */
function ZoneNote({ slot, zone }: { slot: Slot; zone: string }) {
  const yours = `Times are in your time zone, ${zone} (${zoneName(slot.start, zone)})`;
  return (
    <p className="sd-small sd-muted">
      {slot.timeZone === zone ? `${yours}.` : `${yours}; the office’s, ${slot.timeZone}, below.`}
    </p>
  );
}

/** A day, then a free time that day; each time in the visitor's zone and the office's. */
export function SlotPicker({ slots, zone, day, onDay, start, onStart }: Props) {
  const days = daysOf(slots, zone).map(([key, first]) => ({
    value: key,
    label: dayLabel(first, zone),
  }));
  const times = slots.filter((s) => dayKey(s.start, zone) === day);
  const timeChoices = times.map((s) => ({
    value: s.start,
    label: clockTime(s.start, zone),
    hint: s.timeZone === zone ? null : `${clockTime(s.start, s.timeZone)} office`,
  }));
  return (
    <div className="sd-stack">
      <ChoiceGroup legend="Day" choices={days} value={day} onChange={onDay} />
      {times.length > 0 && (
        <>
          <ChoiceGroup
            legend="Time"
            choices={timeChoices}
            value={start}
            onChange={(v) => onStart(times.find((s) => s.start === v)!)}
          />
          <ZoneNote slot={times[0]!} zone={zone} />
        </>
      )}
    </div>
  );
}
