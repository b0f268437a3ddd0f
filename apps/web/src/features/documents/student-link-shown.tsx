import Typography from '@mui/material/Typography';
import type { StudentLink } from '@studydesk/contract';
import { CopyField } from '../../components/copy-field';
import { formatDate } from '../../lib/dates';

/** The link just made: the URL (selectable), Copy, and when it stops working. */
export function StudentLinkShown({ link }: { link: StudentLink }) {
  return (
    <CopyField
      label="The student’s link"
      value={link.url}
      copyLabel="Copy link"
      copiedNote="The link is copied to the clipboard"
      noun="link"
    >
      <Typography variant="body2" color="text.secondary">
        {`Works until ${formatDate(link.expiresAt)}`}
      </Typography>
    </CopyField>
  );
}
