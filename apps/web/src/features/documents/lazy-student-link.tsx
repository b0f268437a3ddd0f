import { Suspense } from 'react';
import Stack from '@mui/material/Stack';
import { SectionCard } from '../../components/section-card';
import { lazyPart } from '../../lib/lazy';
import { CreateLinkButton, StudentLinkIntro } from './student-link-intro';

/*
 * The enquiry record's first load has a size budget: the card's code (its API, confirmation and
 * copy field) loads with the record's data (`preloadStudentLink`), as the documents do. Until it
 * is in, the card is drawn as it first shows: its title, what the link is, and Create link,
 * disabled, so nothing moves when the code comes.
 */
type Props = { enquiry: string };
const Card = lazyPart<Props>(() =>
  import('./student-link-card').then((m) => ({ default: m.StudentLinkCard })),
);
export const preloadStudentLink = Card.preload;

/** The student's private link, its card shown at once and its actions when their code is in. */
export function LazyStudentLinkCard(props: Props) {
  return (
    <Suspense
      fallback={
        <SectionCard title="Student link">
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} aria-busy="true">
            <StudentLinkIntro />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <CreateLinkButton disabled />
            </Stack>
          </Stack>
        </SectionCard>
      }
    >
      <Card {...props} />
    </Suspense>
  );
}
