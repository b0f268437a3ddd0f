import { EditOutlined } from '../../lib/icons/edit-outlined';
import { StopOutlined } from '../../lib/icons/stop-outlined';
import { UndoOutlined } from '../../lib/icons/undo-outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionType } from '@studydesk/contract';
import { VisuallyHidden } from '../../components/visually-hidden';
import { sessionSummary } from './session-type-labels';

type RowProps = {
  type: SessionType;
  onEdit: () => void;
  onActive: (active: boolean) => void;
};

/** One session type: name, length and place (its link when online), Edit and Retire/Restore. */
export function TypeRow({ type: t, onEdit, onActive }: RowProps) {
  const word = (w: string) => (
    <>
      {w}
      <VisuallyHidden> {t.name}</VisuallyHidden>
    </>
  );
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{t.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[sessionSummary(t), t.mode === 'online' ? t.meetingLink : null]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Button size="small" startIcon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {word('Edit')}
        </Button>
        {t.active ? (
          <Button
            size="small"
            startIcon={<StopOutlined aria-hidden />}
            onClick={() => onActive(false)}
          >
            {word('Retire')}
          </Button>
        ) : (
          <Button
            size="small"
            startIcon={<UndoOutlined aria-hidden />}
            onClick={() => onActive(true)}
          >
            {word('Restore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
