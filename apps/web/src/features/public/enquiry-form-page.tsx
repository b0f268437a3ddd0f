import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../layout/use-document-title';
import { AuthWrapper } from '../auth/auth-wrapper';
import { EnquiryForm } from './enquiry-form';
import { PUBLIC_HOME } from './enquiry-receipt';

/** /EnquiryForm: the public enquiry form, outside the layout. */
export default function EnquiryFormPage() {
  useDocumentTitle('Enquire');
  return (
    <AuthWrapper maxWidth={760} home={PUBLIC_HOME}>
      <Stack spacing={1} sx={{ mb: 4 }}>
        <Typography variant="h3" component="h1">
          Study abroad enquiry
        </Typography>
        <Typography color="text.secondary">
          Tell us about yourself and what you would like to study. A counsellor will get in touch to
          talk through your options. Fields marked * are required.
        </Typography>
      </Stack>
      <EnquiryForm />
    </AuthWrapper>
  );
}
