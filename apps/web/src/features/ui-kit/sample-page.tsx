import Typography from '@mui/material/Typography';
import { SectionCard } from '../../components/section-card';
import { UiKitPage } from './ui-kit-page';

/** A plain page in the layout's style: a title and a card of text, to start a new screen from. */
export default function SamplePage() {
  return (
    <UiKitPage title="Sample Page">
      <SectionCard title="Sample Card">
        <Typography variant="body1" sx={{ mb: 1.5 }}>
          This is a starting point for a new screen: a title at the top and the content in cards
          below it, in the same type, colours and card style as the rest of StudyDesk.
        </Typography>
        <Typography variant="body1" color="text.secondary">
          The typography, colour and shadow pages show the theme these cards are built from.
        </Typography>
      </SectionCard>
    </UiKitPage>
  );
}
