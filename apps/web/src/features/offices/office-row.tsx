import type { ReactElement } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditOutlined } from '../../lib/icons/edit-outlined';
import { SettingOutlined } from '../../lib/icons/setting-outlined';
import { StopOutlined } from '../../lib/icons/stop-outlined';
import type { Office } from '@studydesk/contract';
import { ToneChip } from '../../components/tone-chip';
import { VisuallyHidden } from '../../components/visually-hidden';
import { formatDate } from '../../lib/dates';
import { utcOffset } from '../../lib/time-zones';

/** A row's button: a short word on screen, the office's name too for assistive technology. */
function RowButton(props: { word: string; name: string; icon: ReactElement; onClick: () => void }) {
  return (
    <Button size="small" startIcon={props.icon} onClick={props.onClick}>
      {props.word}
      <VisuallyHidden> {props.name}</VisuallyHidden>
    </Button>
  );
}

/** Time zone, phone, reply e-mail and address: what is set, one after another. */
function Details({ office: o }: { office: Office }) {
  const parts = [
    `${o.timeZone} (${utcOffset(o.timeZone)})`,
    o.phone,
    o.replyEmail && `Replies to ${o.replyEmail}`,
    o.address?.replace(/\s*\n\s*/g, ', '),
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {parts.join(' · ')}
    </Typography>
  );
}

type Props = {
  office: Office;
  /** undefined for a retired office, and for the last active one (it cannot be retired) */
  onRetire?: (o: Office) => void;
  onEdit?: (o: Office) => void;
  /** its own round-robin and response target (admins, and its managers) */
  onSettings?: (o: Office) => void;
};

/** One office: its name (and whether leads with no office land there), details and buttons. */
export function OfficeRow({ office, onEdit, onSettings, onRetire }: Props) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 0.5, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{office.name}</Typography>
          {office.isDefault && <ToneChip label="Default" tone="primary" />}
        </Stack>
        <Details office={office} />
        {office.retiredAt && (
          <Typography variant="body2" color="text.secondary">
            Retired {formatDate(office.retiredAt)}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, ml: { xs: -0.75, sm: 0 } }}>
        {onEdit && (
          <RowButton
            word="Edit"
            name={office.name}
            icon={<EditOutlined aria-hidden />}
            onClick={() => onEdit(office)}
          />
        )}
        {onSettings && (
          <RowButton
            word="Settings"
            name={office.name}
            icon={<SettingOutlined aria-hidden />}
            onClick={() => onSettings(office)}
          />
        )}
        {onRetire && (
          <RowButton
            word="Retire"
            name={office.name}
            icon={<StopOutlined aria-hidden />}
            onClick={() => onRetire(office)}
          />
        )}
      </Stack>
    </Stack>
  );
}
