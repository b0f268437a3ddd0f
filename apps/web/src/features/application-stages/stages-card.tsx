import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApartmentOutlined } from '@ant-design/icons';
import { SectionCard } from '../../components/section-card';

/** On /settings: the way to the workflow's stages, as the website form's card is. */
export function ApplicationStagesCard() {
  return (
    <SectionCard title="Application stages">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">
          Rename, reorder, add and retire the stages applications move through on the board.
        </Typography>
        <Button
          component={RouterLink}
          to="/settings/stages"
          variant="outlined"
          startIcon={<ApartmentOutlined aria-hidden />}
        >
          Application stages
        </Button>
      </Stack>
    </SectionCard>
  );
}
