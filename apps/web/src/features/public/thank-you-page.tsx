import { Link as RouterLink, useLocation } from 'react-router';
import { CheckCircleOutlined } from '@ant-design/icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../layout/use-document-title';
import { AuthWrapper } from '../auth/auth-wrapper';
import { BLUE } from '../../app/theme/palette';
import { PUBLIC_HOME, receiptNumber } from './enquiry-receipt';

function EnquiryNumber({ enqNo }: { enqNo: string }) {
  return (
    <Box sx={{ width: '100%', py: 2, px: 1, borderRadius: 2, bgcolor: BLUE[50] }}>
      <Typography variant="body2" color="text.secondary">
        Your enquiry number
      </Typography>
      <Typography
        variant="h2"
        component="p"
        sx={{ letterSpacing: 1, color: 'primary.dark', overflowWrap: 'anywhere' }}
      >
        {enqNo}
      </Typography>
    </Box>
  );
}

/** /thank-you: after the public form; shows the enquiry number when there is one. */
export default function ThankYouPage() {
  useDocumentTitle('Thank you');
  const enqNo = receiptNumber(useLocation());
  return (
    <AuthWrapper home={PUBLIC_HOME}>
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box sx={{ color: 'success.main', fontSize: 56, lineHeight: 1 }}>
          <CheckCircleOutlined aria-hidden />
        </Box>
        <Typography variant="h3" component="h1">
          Thank you!
        </Typography>
        {enqNo ? (
          <>
            <Typography color="text.secondary">
              We have received your enquiry. A counsellor will be in touch soon.
            </Typography>
            <EnquiryNumber enqNo={enqNo} />
            <Typography variant="body2" color="text.secondary">
              Please quote this number if you contact us about your enquiry.
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">
            Thank you for getting in touch with StudyDesk.
          </Typography>
        )}
        <Button variant="contained" component={RouterLink} to={PUBLIC_HOME}>
          {enqNo ? 'Send another enquiry' : 'Send an enquiry'}
        </Button>
      </Stack>
    </AuthWrapper>
  );
}
