import { ToolOutlined } from '@ant-design/icons';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BLUE } from '../../app/theme/palette';
import { useDocumentTitle } from '../../layout/use-document-title';

/** A screen that is not built yet: its title and a plain "coming soon" note, no made-up data. */
export default function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Stack spacing={2.5}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Card>
        <CardContent>
          <Stack
            alignItems="center"
            spacing={1.5}
            sx={{ py: { xs: 4, sm: 6 }, textAlign: 'center' }}
          >
            <Avatar
              aria-hidden
              sx={{ width: 56, height: 56, bgcolor: BLUE[50], color: 'primary.main' }}
            >
              <ToolOutlined style={{ fontSize: '1.5rem' }} />
            </Avatar>
            <Typography variant="h5" component="p">
              Coming soon
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
              The {title} screen is being built and will appear here once it is ready.
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
