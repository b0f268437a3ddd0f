import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Availability } from '@studydesk/contract';
import { SectionCard } from '../../components/section-card';
import { fieldErrors } from '../../lib/errors';
import type { Option } from '../../lib/options';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useSetAvailabilityMutation } from './appointments-api';
import { bodyOf, draftErrors, draftOf, type DraftErrors } from './availability-draft';
import { TimeOffList } from './time-off-list';
import { WeeklyHours } from './weekly-hours';

type AvailabilityEditorProps = {
  user: string;
  initial: Availability;
  /** the person's offices, labelled with their time zones */
  offices: Option[];
  /** which clock the hours are read in */
  zoneNote: string;
};

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Weekly hours and time off, saved together; the API's checks land beside their fields. */
export function AvailabilityEditor({ user, initial, offices, zoneNote }: AvailabilityEditorProps) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [save, saving] = useSetAvailabilityMutation();
  const form = useRef<HTMLFormElement>(null);
  // a refused save was pressed at the foot of a long page: take the eye to the first refusal
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const submit = async () => {
    try {
      const saved = await withToastsOrThrow(
        () => save({ user, body: bodyOf(draft) }).unwrap(),
        'Availability saved',
        'Could not save the availability',
      );
      setErrors({});
      setDraft(draftOf(saved));
    } catch (err) {
      setErrors(draftErrors(fieldErrors(err), draft));
    }
  };
  return (
    <Stack
      component="form"
      ref={form}
      noValidate
      aria-label="Availability"
      spacing={2.5}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SectionCard title="Weekly hours">
        <Typography variant="body2" color="text.secondary">
          {zoneNote}
        </Typography>
        <WeeklyHours
          rows={draft.weekly}
          offices={offices}
          errors={errors}
          onChange={(weekly) => setDraft({ ...draft, weekly })}
        />
      </SectionCard>
      <SectionCard title="Time off">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Dates and times in this computer’s time zone ({browserZone()}).
        </Typography>
        <TimeOffList
          rows={draft.timeOff}
          errors={errors}
          onChange={(timeOff) => setDraft({ ...draft, timeOff })}
        />
      </SectionCard>
      <div>
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          Save availability
        </Button>
      </div>
    </Stack>
  );
}
