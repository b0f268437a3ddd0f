import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { toast } from '../../lib/toast/toast';
import type { StudentLink } from '@studydesk/contract';
import { VisuallyHidden } from '../../components/visually-hidden';
import { formatDate } from '../../lib/dates';

const COPIED_FOR_MS = 2500;

/** The link just made: the URL (selectable), Copy, and when it stops working. */
export function StudentLinkShown({ link }: { link: StudentLink }) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(link.url).then(
      () => setCopied(true),
      () => toast.error('Could not copy: select the link and copy it yourself'),
    );
  return (
    <Stack spacing={1} sx={{ alignSelf: 'stretch' }}>
      <TextField
        id={id}
        label="The student’s link"
        value={link.url}
        multiline
        fullWidth
        size="small"
        onFocus={(e) => e.target.select()}
        slotProps={{
          htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 13 } },
        }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant={copied ? 'contained' : 'outlined'}
          size="small"
          startIcon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
          aria-describedby={id}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {`Works until ${formatDate(link.expiresAt)}`}
        </Typography>
      </Stack>
      <span role="status">
        <VisuallyHidden>{copied ? 'The link is copied to the clipboard' : ''}</VisuallyHidden>
      </span>
    </Stack>
  );
}
