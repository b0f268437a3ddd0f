import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LazyCopyField as CopyField } from '../../components/lazy-copy-field';
import { SectionCard } from '../../components/section-card';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useNewCalendarFeedMutation } from './calendar-feed-api';

/**
 * Profile: one's sessions as a private calendar address. The server keeps only a hash, so an
 * address shows once, when made; making another stops the one before.
 */
export default function CalendarFeedCard() {
  const [make, making] = useNewCalendarFeedMutation();
  const [url, setUrl] = useState<string>();
  const [asking, setAsking] = useState(false);
  const create = async () => {
    const feed = await withToastsOrThrow(
      () => make().unwrap(),
      url
        ? 'A new address is ready: the old one no longer works'
        : 'Your calendar address is ready',
      'Could not make the calendar address',
    ).catch(() => undefined);
    setAsking(false);
    if (feed) setUrl(feed.url);
  };
  return (
    <SectionCard title="Subscribe in your calendar">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          Your sessions in Google Calendar, Outlook or Apple Calendar: add this private address as a
          calendar “from URL”. Anyone with it sees your sessions; replace it if it is shared by
          mistake. Making an address stops any made before.
        </Typography>
        {url ? (
          <Suspense fallback={<Typography variant="body2">{url}</Typography>}>
            <CopyField
              label="Your calendar address"
              value={url}
              copyLabel="Copy address"
              copiedNote="The calendar address is copied to the clipboard"
            >
              <Button size="small" color="error" onClick={() => setAsking(true)}>
                Replace address
              </Button>
            </CopyField>
          </Suspense>
        ) : (
          <Button variant="outlined" disabled={making.isLoading} onClick={() => void create()}>
            Make my calendar address
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Replace your calendar address?"
        message="The address you have now stops working: calendars subscribed to it stop updating until you give them the new one."
        confirmLabel="Replace"
        busy={making.isLoading}
        onClose={() => setAsking(false)}
        onConfirm={() => void create()}
      />
    </SectionCard>
  );
}
